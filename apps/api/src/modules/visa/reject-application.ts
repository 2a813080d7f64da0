import type { RejectVisaApplicationBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { moveRequest } from '../../requests/move-request';
import { lockRequest } from '../../requests/service-request.repository';
import { applicationNotFound } from './application-errors';

/**
 * POST Operator/Reject (ProcessVisaApplications): refused by the embassy once submitted, or found unprocessable
 * before (from Documents received or Correction asked). The fees are kept: nothing moves. The reason is in the
 * history and the mail to the agency.
 */
export async function rejectApplication(options: {
  tx: Db;
  tenantId: string;
  operatorId: string;
  body: RejectVisaApplicationBody;
  now: Date;
}): Promise<void> {
  const { tx, tenantId, body } = options;
  const request = await lockRequest(tx, { tenantId, agencyId: null }, 'Visa', body.orderReference);
  if (!request) throw applicationNotFound();
  await moveRequest(tx, {
    request,
    action: 'Reject',
    to: 'Rejected',
    side: 'Operator',
    userId: options.operatorId,
    note: body.reason,
    now: options.now,
  });
}
