import { DocumentMessage, type UploadContentType } from '@portal/contracts';
import type { FileStore } from '../adapters/file-store';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { extensionFor } from '../lib/file-type';
import { findAgencyDocument, type AgencyScope } from './documents.repository';

export interface DocumentFile {
  content: Buffer;
  contentType: UploadContentType;
  /** A safe attachment name of ours (kind and date); the client's name is only shown as text. */
  fileName: string;
}

/**
 * One version of an agency's documents as a file (the agency's own download and the operators' review alike);
 * another agency's or tenant's id answers 404.
 */
export async function getAgencyDocument(options: {
  db: Db;
  files: FileStore;
  scope: AgencyScope;
  documentId: string;
}): Promise<DocumentFile> {
  const row = await findAgencyDocument(options.db, options.scope, options.documentId);
  if (!row) throw AppError.notFound(DocumentMessage.notFound);
  const content = await options.files.read(row.storedName).catch(() => null);
  if (!content) throw AppError.notFound(DocumentMessage.notFound);
  const contentType = row.contentType as UploadContentType;
  const day = row.createdAt.toISOString().slice(0, 10);
  return { content, contentType, fileName: `${row.kind}-${day}.${extensionFor[contentType]}` };
}
