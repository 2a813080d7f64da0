import type { OnlinePaymentResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { AgencyScope } from '../../lib/agency-scope';
import { toOnlinePaymentView } from '../../lib/online-payment-view';
import { paymentNotFound } from './online-payment-errors';
import { findAgencyPayment } from './online-payment.repository';

/** online/GetPayment: one of the agency's payments (the result page reads its outcome); any other is a 404. */
export async function getPayment(options: {
  db: Db;
  scope: AgencyScope;
  paymentId: string;
}): Promise<OnlinePaymentResponse> {
  const row = await findAgencyPayment(options.db, options.scope, options.paymentId);
  if (!row) throw paymentNotFound();
  return { payment: toOnlinePaymentView(row) };
}
