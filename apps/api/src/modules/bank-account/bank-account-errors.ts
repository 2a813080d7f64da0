import { BankAccountErrorCode, BankAccountMessage } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

/** Adding or editing into a number the agency already keeps at that bank. */
export const duplicateAccount = () =>
  new AppError(BankAccountErrorCode.Duplicate, 409, BankAccountMessage.duplicate);

export const accountNotFound = () => AppError.notFound('Bank account not found.');
