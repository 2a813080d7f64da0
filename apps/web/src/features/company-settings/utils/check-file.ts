import { CompanyMessage, DocumentMessage, maxUploadBytes } from '@portal/contracts';
import { uploadTypeOf } from '../../../lib/upload-type';

/**
 * A logo's checks as the server makes them, before anything is sent: at most 1 MB, png or jpeg by its first bytes
 * (a renamed pdf is caught). Answers the contracts' message to show, or null. The server still decides.
 */
export async function checkLogo(file: File): Promise<string | null> {
  if (file.size > maxUploadBytes) return CompanyMessage.logoTooLarge;
  const type = await uploadTypeOf(file);
  return type === 'png' || type === 'jpeg' ? null : CompanyMessage.logoWrongType;
}

/** A KYC document's checks: at most 1 MB, png, jpeg or pdf by its first bytes. */
export async function checkDocument(file: File): Promise<string | null> {
  if (file.size > maxUploadBytes) return DocumentMessage.fileTooLarge;
  return (await uploadTypeOf(file)) ? null : DocumentMessage.fileWrongType;
}
