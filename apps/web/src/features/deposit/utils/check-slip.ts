import { DepositMessage, maxUploadBytes } from '@portal/contracts';
import { uploadTypeOf } from '../../../lib/upload-type';

/**
 * The slip's checks as the server makes them, before anything is sent: required for bank and cheque deposits, at
 * most 1 MB, png, jpeg or pdf by its first bytes. Answers the contracts' message to show, or null.
 */
export async function checkSlip(file: File | null, required: boolean): Promise<string | null> {
  if (!file) return required ? DepositMessage.slipRequired : null;
  if (file.size > maxUploadBytes) return DepositMessage.slipTooLarge;
  return (await uploadTypeOf(file)) ? null : DepositMessage.slipWrongType;
}
