import type { CancelVisaApplicationBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { refundVisaApplication } from '../../ledger/refund-visa-application';
import { moneyText } from '../../lib/pdf-document';
import { moveRequest } from '../../requests/move-request';
import { lockRequest } from '../../requests/service-request.repository';
import { applicationNotFound } from './application-errors';
import { cancellationQuoteOf } from './application-cancellation-quote';
import { storedProduct } from './applied-product';
import { applicantsOf, findApplication, recordRefund } from './visa-application.repository';
import { type AgencyScope } from '../../lib/agency-scope';

/**
 * POST Application/Cancel (CancelVisaApplication; runs once per Idempotency-Key in the caller's transaction): before
 * submission only (409 VISA_NOT_CANCELLABLE after), under the request's lock so an operator submitting at the same
 * moment goes first or finds it cancelled. The government fees are credited back in the same transaction as the
 * cancellation (the refund the quote showed); the service fees are kept.
 */
export async function cancelApplication(options: {
  tx: Db;
  scope: AgencyScope;
  userId: string;
  body: CancelVisaApplicationBody;
  now: Date;
}): Promise<void> {
  const { tx, scope, body, now } = options;
  const request = await lockRequest(tx, scope, 'Visa', body.orderReference);
  const application = request ? await findApplication(tx, scope.tenantId, request.id) : null;
  if (!request || !application) throw applicationNotFound();
  const quote = cancellationQuoteOf(request, application, await applicantsOf(tx, scope.tenantId, request.id));
  const refund = quote.refund.amount;
  if (refund > 0) {
    const posted = await refundVisaApplication({
      db: tx,
      ...scope,
      reference: request.reference,
      visaTitle: storedProduct(application.product).title,
      currency: application.currency,
      amount: refund,
      createdBy: options.userId,
      now,
    });
    await recordRefund(
      tx,
      { tenantId: scope.tenantId, requestId: request.id },
      { transactionId: posted.transactionId, amount: refund },
    );
  }
  const reason = body.reason ? ` Reason: ${body.reason}` : '';
  await moveRequest(tx, {
    request,
    action: 'Cancel',
    to: 'Cancelled',
    side: 'Agency',
    userId: options.userId,
    note: `${moneyText(quote.refund)} refunded to the wallet; ${moneyText(quote.kept)} service fees kept.${reason}`,
    now,
  });
}
