import type { VisaOperatorActionBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { moveRequest } from '../../requests/move-request';
import { lockRequest } from '../../requests/service-request.repository';
import { applicationNotFound, visaMissing } from './application-errors';
import { applicantsOf, documentsOf } from './visa-application.repository';

/**
 * POST Operator/Approve (ProcessVisaApplications): the embassy granted the visas (Approved). Only once submitted
 * (409 otherwise), and only when every applicant's visa is attached (422 VISA_MISSING), so the agency can download
 * each one the moment it hears.
 */
export async function approveApplication(options: {
  tx: Db;
  tenantId: string;
  operatorId: string;
  body: VisaOperatorActionBody;
  now: Date;
}): Promise<void> {
  const { tx, tenantId, body } = options;
  const request = await lockRequest(tx, { tenantId, agencyId: null, branchId: null }, 'Visa', body.orderReference);
  if (!request) throw applicationNotFound();
  if (request.status === 'InProcess') {
    const applicants = await applicantsOf(tx, tenantId, request.id);
    const visas = (await documentsOf(tx, tenantId, request.id)).filter(
      (document) => document.code === 'Visa' && !document.supersededAt,
    );
    if (applicants.some((applicant) => !visas.some((visa) => visa.applicantId === applicant.id))) {
      throw visaMissing();
    }
  }
  await moveRequest(tx, {
    request,
    action: 'Complete',
    to: 'Completed',
    side: 'Operator',
    userId: options.operatorId,
    note: body.note || 'Visa approved.',
    now: options.now,
  });
}
