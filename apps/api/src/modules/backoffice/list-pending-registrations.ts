import type { PendingRegistrationsResponse, RegistrationDocument } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listPendingAgencies } from './registration-review.repository';

/** Registrations of the operator's tenant awaiting a decision, with their documents. */
export async function listPendingRegistrations(options: {
  db: Db;
  tenantId: string;
}): Promise<PendingRegistrationsResponse> {
  const rows = await listPendingAgencies(options.db, options.tenantId);
  return {
    registrations: rows.map((row) => ({
      agencyId: row.agencyId,
      agencyName: row.agencyName,
      type: row.type,
      email: row.email,
      phone: row.phone,
      city: row.city,
      address: row.address,
      zipCode: row.zipCode,
      owner: { firstName: row.ownerFirstName, lastName: row.ownerLastName, email: row.ownerEmail },
      createdAt: row.createdAt.toISOString(),
      documents: row.documents.map(({ documentId, kind, contentType, sizeBytes }) => ({
        documentId,
        kind,
        contentType: contentType as RegistrationDocument['contentType'],
        sizeBytes,
      })),
    })),
  };
}
