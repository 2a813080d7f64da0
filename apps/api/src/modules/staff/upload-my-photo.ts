import type { FastifyRequest } from 'fastify';
import { ErrorCode, ProfileMessage, ProfilePhotoField, type UploadPhotoResponse } from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { extensionFor } from '../../lib/file-type';
import { readMultipartForm, type FormUpload } from '../../lib/multipart-form';
import { logoUrl } from '../../lib/logo-url';
import { replaceOwnPhoto } from './profile.repository';

export type PhotoUpload = FormUpload<typeof ProfilePhotoField> & { contentType: 'image/png' | 'image/jpeg' };

/**
 * Reads the photo into memory with every check passed before anything is stored: one file, at most 1 MB (413),
 * png or jpeg by its first bytes (415; a pdf is a document, not a photo), and no other field.
 */
export async function readPhotoForm(request: FastifyRequest): Promise<PhotoUpload> {
  const { fields, uploads } = await readMultipartForm(request, {
    fileFields: [ProfilePhotoField],
    maxFields: 1,
    messages: {
      notMultipart: ProfileMessage.photoNotMultipart,
      unreadable: ProfileMessage.photoRequired,
      tooLarge: ProfileMessage.photoTooLarge,
      tooManyFiles: ProfileMessage.photoTooManyFiles,
      wrongType: ProfileMessage.photoWrongType,
    },
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError(ErrorCode.ValidationFailed, 400, 'Unrecognized field');
  }
  const [photo] = uploads;
  if (!photo || photo.content.length === 0) {
    throw new AppError(ErrorCode.ValidationFailed, 400, ProfileMessage.photoRequired);
  }
  if (photo.contentType !== 'image/png' && photo.contentType !== 'image/jpeg') {
    throw new AppError(ErrorCode.UnsupportedMediaType, 415, ProfileMessage.photoWrongType);
  }
  return { ...photo, contentType: photo.contentType };
}

/**
 * Stores the user's new photo and removes the old file once the new one is in place; if the row cannot be
 * written, the new file is removed again and the old photo stays.
 */
export async function uploadMyPhoto(options: {
  db: Db;
  files: FileStore;
  tenantId: string;
  userId: string;
  photo: PhotoUpload;
  now: Date;
}): Promise<UploadPhotoResponse> {
  const { db, files, tenantId, userId, photo, now } = options;
  const stored = await files.save(photo.content, extensionFor[photo.contentType]);
  let previous: string | null = null;
  try {
    const replaced = await db.transaction((tx) => replaceOwnPhoto(tx, tenantId, userId, stored, now));
    if (!replaced) throw AppError.unauthenticated();
    previous = replaced.previous;
  } catch (error) {
    await files.remove(stored);
    throw error;
  }
  if (previous) await files.remove(previous).catch(() => undefined);
  const photoUrl = logoUrl('profile', stored);
  if (!photoUrl) throw new Error('Stored photo has no address');
  return { photoUrl };
}
