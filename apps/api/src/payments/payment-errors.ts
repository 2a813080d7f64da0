import { ErrorCode, OnlinePaymentErrorCode } from '@portal/contracts';
import { AppError } from '../lib/app-error';

/** A field the request got wrong, named the way the errors plugin names a body field. */
export const invalidField = (field: string, message: string) =>
  new AppError(ErrorCode.ValidationFailed, 400, `${field}: ${message}`);

export const outsideLimits = (message: string) =>
  new AppError(OnlinePaymentErrorCode.LimitExceeded, 422, `amount: ${message}`);
