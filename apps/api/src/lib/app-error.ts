import { ErrorCode } from '@portal/contracts';

/**
 * The one error type of the API. Use cases throw it; the error handler turns it into
 * `{ error: { code, message } }` with `status`. Anything else thrown becomes a generic 500.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  /** What a client needs beyond the message to show the refusal in place (a name list's line-by-line problems). */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: string, status: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.details = details;
    this.name = 'AppError';
    this.code = code;
    this.status = status;
  }

  static unauthenticated(message = 'Your session has ended. Please log in again.'): AppError {
    return new AppError(ErrorCode.Unauthenticated, 401, message);
  }

  static forbidden(message = 'You do not have access to this action.'): AppError {
    return new AppError(ErrorCode.Forbidden, 403, message);
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError(ErrorCode.NotFound, 404, message);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
