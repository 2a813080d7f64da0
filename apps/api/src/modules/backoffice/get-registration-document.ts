import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { extensionFor } from '../../lib/file-type';
import { findAgencyDocument } from './registration-review.repository';
import type { UploadContentType } from '@portal/contracts';

/** A registration document of the operator's tenant, or 404 (another tenant's id reads as unknown). */
export async function getRegistrationDocument(options: {
  db: Db;
  files: FileStore;
  tenantId: string;
  documentId: string;
}): Promise<{ content: Buffer; contentType: string; fileName: string }> {
  const document = await findAgencyDocument(options.db, options.tenantId, options.documentId);
  if (!document) throw AppError.notFound('Document not found.');
  const content = await options.files.read(document.storedName).catch(() => null);
  if (!content) throw AppError.notFound('Document not found.');
  const extension = extensionFor[document.contentType as UploadContentType];
  return { content, contentType: document.contentType, fileName: `${document.kind}.${extension}` };
}
