import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ErrorCode,
  HolidayCatalogueErrorCode,
  HolidayCatalogueLimit,
  HolidayCatalogueMessage,
  HolidayImageField,
  HolidayLimit,
  type OperatorPackageResponse,
} from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { extensionFor } from '../../lib/file-type';
import { readMultipartForm, type FormUpload } from '../../lib/multipart-form';
import { invalidField, packageNotFound } from './catalogue-errors';
import { listImages } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';
import { insertImage, lockPackage, nextImagePosition } from './package-admin.repository';
import { operatorPackageView } from './operator-package-view';

export interface ImageForm {
  packageId: string;
  caption: string | null;
  image: FormUpload<typeof HolidayImageField.file> & { contentType: 'image/png' | 'image/jpeg' };
}

const ZPackageId = z.uuid();

/**
 * Reads the upload form into memory, every check passed before anything is stored: the package id, a caption of at
 * most 120 characters, and one image of at most 1 MB (413) that is png or jpeg by its first bytes (415; a pdf too).
 */
export async function readImageForm(request: FastifyRequest): Promise<ImageForm> {
  const { fields, uploads } = await readMultipartForm(request, {
    fileFields: [HolidayImageField.file],
    maxFields: 2,
    messages: {
      notMultipart: HolidayCatalogueMessage.notMultipart,
      unreadable: HolidayCatalogueMessage.imageRequired,
      tooLarge: HolidayCatalogueMessage.imageTooLarge,
      tooManyFiles: HolidayCatalogueMessage.tooManyFiles,
      wrongType: HolidayCatalogueMessage.imageWrongType,
    },
  });
  const unknown = Object.keys(fields).find(
    (name) => name !== HolidayImageField.packageId && name !== HolidayImageField.caption,
  );
  if (unknown) throw invalidField(unknown, 'Unrecognized field');
  const packageId = fields[HolidayImageField.packageId] ?? '';
  if (!ZPackageId.safeParse(packageId).success)
    throw invalidField('packageId', HolidayCatalogueMessage.packageNotFound);
  const caption = fields[HolidayImageField.caption] || null;
  if (caption && caption.length > HolidayCatalogueLimit.maxCaptionLength) {
    throw invalidField(
      'caption',
      `Caption must not exceed ${HolidayCatalogueLimit.maxCaptionLength} characters`,
    );
  }
  const [image] = uploads;
  if (!image) throw invalidField(HolidayImageField.file, HolidayCatalogueMessage.imageRequired);
  if (image.contentType !== 'image/png' && image.contentType !== 'image/jpeg') {
    throw new AppError(ErrorCode.UnsupportedMediaType, 415, HolidayCatalogueMessage.imageWrongType);
  }
  return { packageId, caption, image: { ...image, contentType: image.contentType } };
}

/**
 * Operator/UploadImage: adds the image at the end of the package's gallery (at most 12). The file is stored only
 * once the package is found and has room, and removed again if the row cannot be written.
 */
export async function uploadPackageImage(options: {
  db: Db;
  files: FileStore;
  tenantId: string;
  cities: CityDirectory;
  form: ImageForm;
  now: Date;
}): Promise<OperatorPackageResponse> {
  const { tenantId, form, now } = options;
  let stored: string | null = null;
  try {
    return await options.db.transaction(async (tx) => {
      const pkg = await lockPackage(tx, tenantId, form.packageId);
      if (!pkg) throw packageNotFound();
      const gallery = await listImages(tx, tenantId, [pkg.id]);
      if (gallery.length >= HolidayLimit.maxGalleryImages) {
        throw new AppError(HolidayCatalogueErrorCode.GalleryFull, 409, HolidayCatalogueMessage.galleryFull);
      }
      stored = await options.files.save(form.image.content, extensionFor[form.image.contentType]);
      await insertImage(tx, {
        packageId: pkg.id,
        tenantId,
        position: await nextImagePosition(tx, tenantId, pkg.id),
        caption: form.caption ?? pkg.title,
        drawn: null,
        storedName: stored,
        contentType: form.image.contentType,
        createdAt: now,
      });
      return operatorPackageView({ db: tx, tenantId, cities: options.cities, pkg, now });
    });
  } catch (error) {
    if (stored) await options.files.remove(stored);
    throw error;
  }
}
