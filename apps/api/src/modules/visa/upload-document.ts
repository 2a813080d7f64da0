import { VisaLimit, type VisaUpload } from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { extensionFor } from '../../lib/file-type';
import type { FormUpload } from '../../lib/multipart-form';
import { tooManyUploads } from './application-errors';
import { countUnattachedUploads, insertUpload } from './visa-application.repository';

/** What an upload is called when its client sent no usable name: the document's type. */
const defaultName = {
  'image/png': 'document.png',
  'image/jpeg': 'document.jpg',
  'application/pdf': 'document.pdf',
};

/**
 * POST Application/UploadDocument: stores one checked file (the form reader has refused anything over 1 MB or not
 * png/jpeg/pdf by its bytes) under a name of our own and answers its upload id, for Apply or Correct to attach. The
 * upload is the agency's alone: another agency cannot attach it. An agency holding VisaLimit.maxUnattachedUploads
 * unattached uploads is refused (422 VISA_TOO_MANY_UPLOADS) until it attaches some or the scheduler removes those
 * older than a day (sweep-visa-uploads.ts). A failure to record it removes the file again.
 */
export async function uploadDocument(options: {
  db: Db;
  files: FileStore;
  scope: { tenantId: string; agencyId: string };
  userId: string;
  file: FormUpload<string>;
  now: Date;
}): Promise<VisaUpload> {
  const { file, scope } = options;
  // Checked before the file is kept: a refused upload stores nothing. Uploads racing may pass the cap by a few; it
  // bounds what one agency can park on the disk, it is not a count anyone is charged by.
  if ((await countUnattachedUploads(options.db, scope)) >= VisaLimit.maxUnattachedUploads)
    throw tooManyUploads();
  const storedName = await options.files.save(file.content, extensionFor[file.contentType]);
  try {
    const row = await insertUpload(options.db, {
      ...scope,
      uploadedBy: options.userId,
      fileName: file.fileName || defaultName[file.contentType],
      storedName,
      contentType: file.contentType,
      size: file.content.length,
      uploadedAt: options.now,
    });
    return { uploadId: row.id, fileName: row.fileName, contentType: row.contentType, size: row.size };
  } catch (error) {
    await options.files.remove(storedName);
    throw error;
  }
}
