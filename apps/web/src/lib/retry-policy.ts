import { Business } from '@portal/contracts';
import { FetchError, HttpError, TimeoutError } from './api-errors';

/** Base of the exponential backoff; the delay for retry n is about base * 2^min(n, 5). */
export const BackoffBaseMs = 250;

/** Gateway and availability failures (501–504) get a fixed pause so a restarting server can come back. */
function isGatewayFailure(status: number): boolean {
  return status >= 501 && status <= 504;
}

/**
 * How long to wait before retry number `retryIndex` (0 for the first retry), or null when the failure must not
 * be retried: client errors (4xx) and unreadable bodies never are; network failures and 5xx are, up to 6 times.
 */
export function retryDelayMs(error: unknown, retryIndex: number, random: () => number = Math.random): number | null {
  if (retryIndex >= Business.retries) return null;
  if (error instanceof HttpError) {
    if (error.status < 500) return null;
    if (isGatewayFailure(error.status)) return Business.retryDelayOn5xxMs;
    return backoffMs(retryIndex, random);
  }
  if (error instanceof FetchError || error instanceof TimeoutError) return backoffMs(retryIndex, random);
  return null;
}

/** Randomised growing backoff: between half and all of base * 2^min(n, 5), so clients do not retry in step. */
export function backoffMs(retryIndex: number, random: () => number = Math.random): number {
  const ceiling = BackoffBaseMs * 2 ** Math.min(retryIndex, Business.maxBackoffExponent);
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
