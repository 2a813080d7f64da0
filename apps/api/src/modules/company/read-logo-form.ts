import type { FastifyRequest } from 'fastify';
import { CompanyMessage, ErrorCode, LogoFileField } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { readMultipartForm, type FormUpload } from '../../lib/multipart-form';

export type LogoUpload = FormUpload<typeof LogoFileField> & { contentType: 'image/png' | 'image/jpeg' };

/**
 * Reads an image upload (field `file`) into memory with every check done before anything is stored: at most 1 MB
 * (413), png or jpeg by its first bytes (415: a pdf is a document, not an image), no other field (400).
 */
export async function readLogoForm(request: FastifyRequest): Promise<LogoUpload> {
  const { fields, uploads } = await readMultipartForm(request, {
    fileFields: [LogoFileField],
    maxFields: 1,
    messages: {
      notMultipart: CompanyMessage.notMultipart,
      unreadable: CompanyMessage.uploadUnreadable,
      tooLarge: CompanyMessage.logoTooLarge,
      tooManyFiles: CompanyMessage.tooManyFiles,
      wrongType: CompanyMessage.logoWrongType,
    },
  });
  const unknown = Object.keys(fields)[0];
  if (unknown) throw new AppError(ErrorCode.ValidationFailed, 400, `Unrecognized field ${unknown}.`);
  const [image] = uploads;
  if (!image) throw new AppError(ErrorCode.ValidationFailed, 400, CompanyMessage.logoRequired);
  if (image.contentType !== 'image/png' && image.contentType !== 'image/jpeg') {
    throw new AppError(ErrorCode.UnsupportedMediaType, 415, CompanyMessage.logoWrongType);
  }
  return { ...image, contentType: image.contentType };
}
