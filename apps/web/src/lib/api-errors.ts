/** Transport error kinds (spec §8). Any non-2xx answer is an error. */
export class ApiError extends Error {
  override name = 'ApiError';
}

/** The request never got an answer (offline, DNS, connection reset). */
export class FetchError extends ApiError {
  override name = 'FetchError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The answer took longer than the client waits. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The request took longer than ${timeoutMs} ms.`);
  }
}

/** A successful status whose body could not be read as the expected JSON. */
export class ParsingError extends ApiError {
  override name = 'ParsingError';
  constructor(
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(`The response (status ${status}) could not be read.`, options);
  }
}

/** A non-2xx answer, with its body (parsed JSON when it was JSON, else the raw text). */
export class HttpError extends ApiError {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly data: unknown,
    /** How long the server asked to wait before trying again (its Retry-After), when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`The request failed with status ${status}.`);
  }
}

function errorField(data: unknown, field: 'message' | 'code'): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** What to tell a person about a failed call: the server's message, else its code, else the fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof HttpError) {
    return errorField(error.data, 'message') ?? errorField(error.data, 'code') ?? fallback;
  }
  return fallback;
}

/** The code of a refusal the server explained (its `error.code`), else undefined. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof HttpError ? errorField(error.data, 'code') : undefined;
}

export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof HttpError && error.status === status;
}
