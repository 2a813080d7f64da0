import type { FastifyRequest } from 'fastify';
import {
  ErrorCode,
  RegistrationDocumentKinds,
  RegistrationMessage,
  type RegistrationDocumentKind,
  type UploadContentType,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/multipart-form';

export interface RegistrationUpload {
  kind: RegistrationDocumentKind;
  content: Buffer;
  contentType: UploadContentType;
}

/**
 * Reads the multipart registration into memory (three files of at most 1 MB each), so nothing is stored before
 * every check has passed. A file over the limit answers 413 and one that is not png, jpeg or pdf by its first bytes
 * answers 415; each of the three documents is required.
 */
export async function readRegistrationForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; uploads: RegistrationUpload[] }> {
  const { fields, uploads } = await readMultipartForm(request, {
    fileFields: RegistrationDocumentKinds,
    maxFields: 30,
    messages: {
      notMultipart: 'Send the registration as multipart/form-data.',
      unreadable: 'The registration form could not be read.',
      tooLarge: RegistrationMessage.fileTooLarge,
      tooManyFiles: RegistrationMessage.tooManyFiles,
      wrongType: RegistrationMessage.fileWrongType,
    },
  });
  const missing = RegistrationDocumentKinds.filter(
    (kind) => !uploads.some((upload) => upload.field === kind),
  );
  if (missing.length > 0) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      400,
      `${missing.join(', ')}: ${RegistrationMessage.fileRequired}`,
    );
  }
  return {
    fields,
    uploads: uploads.map(({ field, content, contentType }) => ({ kind: field, content, contentType })),
  };
}
