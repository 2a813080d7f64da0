import type { RejectVisaApplicationBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { refundVisaApplication } from '../../ledger/refund-visa-application';
import { moveRequest } from '../../requests/move-request';
import { lockRequest } from '../../requests/service-request.repository';
import { applicationNotFound } from './application-errors';
import { cancellableStatuses } from './application-cancellation-quote';
import { storedProduct } from './applied-product';
import { findApplication, recordRefund } from './visa-application.repository';

/**
 * POST Operator/Reject (ProcessVisaApplications): refused by the embassy once submitted, or found unprocessable
 * before (from Documents received or Correction asked). Once submitted every fee is kept (the embassy has them).
 * Before submission nothing was paid to the embassy: the government fees are credited back in the same transaction
 * as the rejection, as a cancellation would (the service fees are kept: the work was done). The reason is in the
 * history and the mail to the agency.
 */
export async function rejectApplication(options: {
  tx: Db;
  tenantId: string;
  operatorId: string;
  body: RejectVisaApplicationBody;
  now: Date;
}): Promise<void> {
  const { tx, tenantId, body, now } = options;
  const request = await lockRequest(tx, { tenantId, agencyId: null, branchId: null }, 'Visa', body.orderReference);
  if (!request) throw applicationNotFound();
  const beforeSubmission = cancellableStatuses.includes(request.status);
  // The one door refuses a rejection from any other status before any money moves.
  await moveRequest(tx, {
    request,
    action: 'Reject',
    to: 'Rejected',
    side: 'Operator',
    userId: options.operatorId,
    note: body.reason,
    now,
  });
  if (!beforeSubmission) return;
  const application = await findApplication(tx, tenantId, request.id);
  if (!application) throw applicationNotFound();
  const refund = application.governmentFeeTotal;
  if (refund <= 0) return;
  const posted = await refundVisaApplication({
    db: tx,
    tenantId,
    agencyId: request.agencyId,
    reference: request.reference,
    visaTitle: storedProduct(application.product).title,
    currency: application.currency,
    amount: refund,
    closedAs: 'rejected',
    createdBy: options.operatorId,
    now,
  });
  await recordRefund(
    tx,
    { tenantId, requestId: request.id },
    { transactionId: posted.transactionId, amount: refund },
  );
}
