import type { FastifyRequest } from 'fastify';
import { VisaApplicationMessage } from '@portal/contracts';
import { readMultipartForm, type FormUpload } from '../../lib/multipart-form';
import { fileMissing } from './application-errors';

/** The file field of every visa upload form (an applicant's document, an operator's visa). */
export const visaFileField = 'file';

export interface VisaUploadForm {
  fields: Record<string, string>;
  file: FormUpload<typeof visaFileField>;
}

/**
 * Reads a visa upload form into memory: its text fields and exactly one file, png, jpeg or pdf by its first bytes
 * (415 otherwise) and at most 1 MB (413), so nothing is stored before every check has passed.
 */
export async function readVisaUploadForm(
  request: FastifyRequest,
  maxFields: number,
): Promise<VisaUploadForm> {
  const { fields, uploads } = await readMultipartForm(request, {
    fileFields: [visaFileField],
    maxFields,
    messages: {
      notMultipart: 'Send the file as multipart/form-data.',
      unreadable: 'The upload could not be read. Please choose the file again.',
      tooLarge: VisaApplicationMessage.fileTooLarge,
      tooManyFiles: 'Upload one file at a time.',
      wrongType: VisaApplicationMessage.fileType,
    },
  });
  const [file] = uploads;
  if (!file) throw fileMissing();
  return { fields, file };
}
