import { Business } from '@portal/contracts';
import { FetchError, HttpError, TimeoutError } from './api-errors';

/** Base of the exponential backoff; the delay for retry n is about base * 2^min(n, 5). */
export const BackoffBaseMs = 250;

/** The longest Retry-After of a 429 worth waiting for; a longer one is shown as the error it is. */
export const MaxRetryAfterMs = Business.retryDelayOn5xxMs;

/** Gateway and availability failures (501–504) get a fixed pause so a restarting server can come back. */
function isGatewayFailure(status: number): boolean {
  return status >= 501 && status <= 504;
}

/**
 * How long to wait before retry number `retryIndex` (0 for the first retry), or null when a retry cannot help and
 * the failure should be shown at once. Retried, up to 6 times: network failures and timeouts (growing backoff),
 * 501–504 (a fixed pause) and a 429 that names a short Retry-After. Never: other 4xx, a 500 or any other 5xx
 * (the server answered, and would answer the same), unreadable bodies.
 */
export function retryDelayMs(
  error: unknown,
  retryIndex: number,
  random: () => number = Math.random,
): number | null {
  if (retryIndex >= Business.retries) return null;
  if (error instanceof HttpError) {
    if (isGatewayFailure(error.status)) return Business.retryDelayOn5xxMs;
    if (error.status === 429 && error.retryAfterMs !== null && error.retryAfterMs <= MaxRetryAfterMs) {
      return error.retryAfterMs;
    }
    return null;
  }
  if (error instanceof FetchError || error instanceof TimeoutError) return backoffMs(retryIndex, random);
  return null;
}

/** Randomised growing backoff: between half and all of base * 2^min(n, 5), so clients do not retry in step. */
export function backoffMs(retryIndex: number, random: () => number = Math.random): number {
  const ceiling = BackoffBaseMs * 2 ** Math.min(retryIndex, Business.maxBackoffExponent);
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMsOf(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
