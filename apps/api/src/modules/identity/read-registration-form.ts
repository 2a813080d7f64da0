import type { FastifyRequest } from 'fastify';
import {
  Business,
  ErrorCode,
  RegistrationDocumentKinds,
  RegistrationMessage,
  type RegistrationDocumentKind,
  type UploadContentType,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { sniffUploadType } from '../../lib/file-type';

export interface RegistrationUpload {
  kind: RegistrationDocumentKind;
  content: Buffer;
  contentType: UploadContentType;
}

const isDocumentKind = (value: string): value is RegistrationDocumentKind =>
  (RegistrationDocumentKinds as readonly string[]).includes(value);

const tooLarge = () => new AppError(ErrorCode.PayloadTooLarge, 413, RegistrationMessage.fileTooLarge);

/**
 * Reads the multipart registration into memory (three files of at most 1 MB each), so nothing is stored before
 * every check has passed. A file over the limit answers 413 and one that is not png, jpeg or pdf by its first bytes
 * answers 415; the client's file name and declared type are ignored.
 */
export async function readRegistrationForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; uploads: RegistrationUpload[] }> {
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.UnsupportedMediaType, 415, 'Send the registration as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const uploads: RegistrationUpload[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: Business.maxUploadBytes,
        files: RegistrationDocumentKinds.length,
        fields: 30,
        fieldSize: 4096,
        parts: 40,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname in fields) throw new AppError(ErrorCode.ValidationFailed, 400, 'Duplicate field.');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value.trim() : '';
        continue;
      }
      const content = await part.toBuffer();
      if (!isDocumentKind(part.fieldname) || uploads.some((upload) => upload.kind === part.fieldname)) {
        throw new AppError(ErrorCode.ValidationFailed, 400, `Unexpected file field ${part.fieldname}.`);
      }
      const contentType = sniffUploadType(content);
      if (!contentType)
        throw new AppError(ErrorCode.UnsupportedMediaType, 415, RegistrationMessage.fileWrongType);
      uploads.push({ kind: part.fieldname, content, contentType });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw tooLarge();
    }
    if (code === 'FST_FIELDS_LIMIT') throw tooLarge();
    throw new AppError(ErrorCode.ValidationFailed, 400, 'The registration form could not be read.');
  }
  const missing = RegistrationDocumentKinds.filter((kind) => !uploads.some((upload) => upload.kind === kind));
  if (missing.length > 0) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      400,
      `${missing.join(', ')}: ${RegistrationMessage.fileRequired}`,
    );
  }
  return { fields, uploads };
}
