import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { findRequest, type RequestScope } from '../../requests/service-request.repository';
import { applicationNotFound } from './application-errors';
import { visaVisible } from './application-view';
import { findDocument } from './visa-application.repository';

export interface VisaDocumentFile {
  content: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * GET Document: one document of an application (an applicant's upload, any version, or a visa), to be sent as an
 * attachment: the agency's own application's (agencyId given; a visa only once approved) or, for an operator, any of
 * the tenant's. Another's application, a document of another application, or a visa the agency may not have yet
 * answers 404 like an unknown one.
 */
export async function getApplicationDocument(options: {
  db: Db;
  files: FileStore;
  scope: RequestScope;
  reference: string;
  documentId: string;
}): Promise<VisaDocumentFile> {
  const { db, scope } = options;
  const request = await findRequest(db, scope, 'Visa', options.reference);
  const document = request ? await findDocument(db, scope.tenantId, request.id, options.documentId) : null;
  if (!request || !document) throw applicationNotFound();
  // The agency gets a visa only once the application is approved; before, it is as if there were none.
  const side = scope.agencyId === null ? 'Operator' : 'Agency';
  if (document.code === 'Visa' && !visaVisible({ side }, request.status)) throw applicationNotFound();
  const content = await options.files.read(document.storedName).catch(() => null);
  if (!content) throw applicationNotFound();
  return { content, contentType: document.contentType, fileName: document.fileName };
}
