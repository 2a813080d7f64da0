import { VisaApplicationMessage, VisaLimit } from '@portal/contracts';
import { uploadTypeOf } from '../../lib/upload-type';

/**
 * The upload rules as the server applies them, checked before sending so a person hears at once: at most 1 MB, png,
 * jpeg or pdf by its first bytes. The server checks again and decides. Answers the contracts' message, or null.
 */
export async function uploadProblem(file: File): Promise<string | null> {
  if (file.size > VisaLimit.maxUploadBytes) return VisaApplicationMessage.fileTooLarge;
  return (await uploadTypeOf(file)) ? null : VisaApplicationMessage.fileType;
}
