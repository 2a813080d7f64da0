import { errorMessage, isHttpStatus } from '../../../lib/api-errors';

/**
 * What the page says when the order could not be read (spec §8 "Order fetch"): nothing for 401 (the session-expired
 * modal speaks) and 502 (the gateway failed after the client's retries), otherwise the server's message or the
 * fallback.
 */
export function orderLoadProblem(error: unknown, fallback: string): string | null {
  if (isHttpStatus(error, 401) || isHttpStatus(error, 502)) return null;
  return errorMessage(error, fallback);
}
