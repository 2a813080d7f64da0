import { ZUploadVisaFields } from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { extensionFor } from '../../lib/file-type';
import type { FormUpload } from '../../lib/multipart-form';
import { requestWrongStatus } from '../../requests/request-errors';
import { insertEvent, lockRequest } from '../../requests/service-request.repository';
import { applicantNotFound, applicationNotFound } from './application-errors';
import { applicantsOf, insertDocuments, supersedeDocument } from './visa-application.repository';
import { visaValidationError } from './visa-catalogue-errors';

/** The form's text fields checked as a JSON body would be (400 with the field named). */
function parseFields(fields: Record<string, string>) {
  const parsed = ZUploadVisaFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const path = issue?.path.map(String) ?? [];
  throw visaValidationError([
    { path: path.length > 0 ? path : ['form'], message: issue?.message ?? 'Invalid form' },
  ]);
}

/**
 * POST multipart Operator/UploadVisa (ProcessVisaApplications): attaches an applicant's issued visa while the
 * application is Submitted (409 otherwise); a second upload replaces the first, which is kept as history. The file
 * (checked by the form reader: png/jpeg/pdf by its bytes, 1 MB) is stored only once every check has passed, and
 * removed again if the database refuses the change.
 */
export async function uploadVisa(options: {
  db: Db;
  files: FileStore;
  tenantId: string;
  operatorId: string;
  fields: Record<string, string>;
  file: FormUpload<string>;
  now: Date;
}): Promise<{ reference: string }> {
  const { tenantId, file, now } = options;
  const fields = parseFields(options.fields);
  let storedName: string | null = null;
  try {
    return await options.db.transaction(async (tx) => {
      const request = await lockRequest(tx, { tenantId, agencyId: null, branchId: null }, 'Visa', fields.orderReference);
      if (!request) throw applicationNotFound();
      if (request.status !== 'InProcess') throw requestWrongStatus();
      const applicant = (await applicantsOf(tx, tenantId, request.id)).find(
        (one) => one.id === fields.applicantId,
      );
      if (!applicant) throw applicantNotFound();
      storedName = await options.files.save(file.content, extensionFor[file.contentType]);
      const replaced = await supersedeDocument(
        tx,
        { tenantId, requestId: request.id, applicantId: applicant.id, code: 'Visa' },
        now,
      );
      const name = `${applicant.firstName} ${applicant.lastName}`;
      await insertDocuments(tx, [
        {
          requestId: request.id,
          applicantId: applicant.id,
          tenantId,
          code: 'Visa',
          fileName:
            file.fileName ||
            `visa-${request.reference}-${applicant.position}.${extensionFor[file.contentType]}`,
          storedName,
          contentType: file.contentType,
          size: file.content.length,
          side: 'Operator',
          uploadedBy: options.operatorId,
          uploadedAt: now,
        },
      ]);
      await insertEvent(tx, {
        requestId: request.id,
        at: now,
        action: 'UploadVisa',
        status: request.status,
        side: 'Operator',
        userId: options.operatorId,
        note: `${replaced ? 'Visa replaced' : 'Visa attached'} for ${name}.`,
      });
      return { reference: request.reference };
    });
  } catch (error) {
    if (storedName) await options.files.remove(storedName);
    throw error;
  }
}
