import type { VisaOperatorActionBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { moveRequest } from '../../requests/move-request';
import { lockRequest } from '../../requests/service-request.repository';
import { applicationNotFound } from './application-errors';

/**
 * POST Operator/Submit (ProcessVisaApplications): the application was lodged with the embassy (Submitted). Only from
 * Documents received: a correction still waiting, or any later status, answers 409. From here the agency can no
 * longer cancel or edit it.
 */
export async function submitApplication(options: {
  tx: Db;
  tenantId: string;
  operatorId: string;
  body: VisaOperatorActionBody;
  now: Date;
}): Promise<void> {
  const { tx, tenantId, body } = options;
  const request = await lockRequest(tx, { tenantId, agencyId: null, branchId: null }, 'Visa', body.orderReference);
  if (!request) throw applicationNotFound();
  await moveRequest(tx, {
    request,
    action: 'Submit',
    to: 'InProcess',
    side: 'Operator',
    userId: options.operatorId,
    note: body.note || 'Submitted to the embassy.',
    now: options.now,
  });
}
