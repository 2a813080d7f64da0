import type { UploadDocumentResponse } from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { recordAgencyEvent } from '../../audit/agency-audit.repository';
import { AppError } from '../../lib/app-error';
import { extensionFor } from '../../lib/file-type';
import { auditActor } from '../../audit/audit-actor';
import { lockCompany, type AgencyScope } from './company.repository';
import { documentKindLabel, kycStatusOf, toDocumentVersion } from '../../kyc/document-view';
import {
  findAgencyDocument,
  insertDocument,
  listAgencyDocuments,
  supersedeCurrent,
} from '../../kyc/documents.repository';
import type { DocumentForm } from './read-document-form';

/**
 * uploaddocument: the file becomes the current version of its kind and waits for review; the version it replaces
 * is kept as history. The agency row is locked so two uploads of one kind cannot both stay current.
 */
export async function uploadDocument(options: {
  db: Db;
  files: FileStore;
  scope: AgencyScope;
  user: { tenantId: string; id: string };
  form: DocumentForm;
  now: Date;
}): Promise<UploadDocumentResponse> {
  const { db, files, scope, form, now } = options;
  const actor = await auditActor(db, options.user);
  const stored = await files.save(form.file.content, extensionFor[form.file.contentType]);
  let documentId: string;
  try {
    documentId = await db.transaction(async (tx) => {
      if (!(await lockCompany(tx, scope))) throw AppError.notFound();
      await supersedeCurrent(tx, scope, form.kind, now);
      const id = await insertDocument(tx, scope, {
        kind: form.kind,
        storedName: stored,
        contentType: form.file.contentType,
        sizeBytes: form.file.content.length,
        fileName: form.file.fileName || null,
        uploadedBy: options.user.id,
        now,
      });
      await recordAgencyEvent(tx, {
        ...scope,
        actor,
        action: 'document.uploaded',
        targetType: 'document',
        targetId: id,
        summary: `Uploaded the ${documentKindLabel[form.kind]}${form.file.fileName ? ` (${form.file.fileName})` : ''}`,
        at: now,
      });
      return id;
    });
  } catch (error) {
    await files.remove(stored);
    throw error;
  }
  const [row, all] = await Promise.all([
    findAgencyDocument(db, scope, documentId),
    listAgencyDocuments(db, scope),
  ]);
  if (!row) throw AppError.notFound();
  return { document: toDocumentVersion(row), kycStatus: kycStatusOf(all) };
}
