import type { FastifyBaseLogger } from 'fastify';
import { VisaLimit } from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { deleteLapsedUpload, lapsedUploads } from './visa-application.repository';

const hourMs = 3_600_000;
/** Uploads removed per sweep at most; the rest wait for the next one. */
const batch = 200;

/**
 * The scheduler's sweep of visa uploads never attached to an application (every tenant): those older than
 * VisaLimit.unattachedUploadHours lose their record, then their file. The record goes first and only while still
 * unattached, so an application claiming the upload at that moment either wins (the upload stays) or finds it gone
 * (422, upload again); a sweep repeated after a restart, or run by two processes, deletes nothing twice. An upload
 * that fails is logged and left for the next sweep. Answers how many were removed.
 */
export async function sweepVisaUploads(options: {
  db: Db;
  files: FileStore;
  log: Pick<FastifyBaseLogger, 'error'>;
  now: Date;
}): Promise<number> {
  const before = new Date(options.now.getTime() - VisaLimit.unattachedUploadHours * hourMs);
  let removed = 0;
  for (const upload of await lapsedUploads(options.db, before, batch)) {
    try {
      const storedName = await deleteLapsedUpload(options.db, upload, before);
      if (!storedName) continue;
      await options.files.remove(storedName);
      removed += 1;
    } catch (error) {
      options.log.error({ err: error, uploadId: upload.id }, 'visa upload sweep failed');
    }
  }
  return removed;
}
