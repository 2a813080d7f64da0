import { maxUploadBytes, RegistrationMessage } from '@portal/contracts';
import { uploadTypeOf } from '../../../lib/upload-type';

/**
 * The same checks the server makes, before anything is sent: at most 1 MB, and png, jpeg or pdf by the first
 * bytes (a renamed file is caught here too). Answers the message to show, or null.
 */
export async function checkUpload(file: File | null): Promise<string | null> {
  if (!file) return RegistrationMessage.fileRequired;
  if (file.size > maxUploadBytes) return RegistrationMessage.fileTooLarge;
  return (await uploadTypeOf(file)) ? null : RegistrationMessage.fileWrongType;
}
