import { DepositErrorCode, DepositMessage, ErrorCode, type DepositStatus } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

export const depositNotFound = () => AppError.notFound(DepositMessage.notFound);

/** A deposit is decided once: a second decision names the first. */
export const alreadyDecided = (status: Exclude<DepositStatus, 'pending'>) =>
  new AppError(
    DepositErrorCode.AlreadyDecided,
    409,
    status === 'approved' ? DepositMessage.alreadyApproved : DepositMessage.alreadyRejected,
  );

/** A field the form got wrong, named the way the errors plugin names a body field. */
export const invalidField = (field: string, message: string) =>
  new AppError(ErrorCode.ValidationFailed, 400, `${field}: ${message}`);
