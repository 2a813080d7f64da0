import type { AfterSalesRequest, OperatorQuoteBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findOrderById } from '../../orders/flight-order.repository';
import { addQuote } from '../../requests/add-quote';
import { requestNotFound, requestWrongStatus } from '../../requests/request-errors';
import { lockRequest } from '../../requests/service-request.repository';
import { loadRequestView } from './request-view';

/**
 * An operator's manual quote, under the request's lock: itemised lines in the order's currency, valid for the
 * minutes given; it supersedes any earlier quote. Only a manual request is quoted by hand (an automatic one is the
 * airline's to quote), and only while it waits for a quote or an answer.
 */
export async function quoteRequest(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  body: OperatorQuoteBody;
  now: Date;
}): Promise<AfterSalesRequest> {
  const { tenantId, operatorId, body, now } = options;
  const scope = { tenantId, agencyId: null, branchId: null };
  return options.db.transaction(async (tx) => {
    const request = await lockRequest(tx, scope, null, body.reference);
    if (!request?.orderId) throw requestNotFound();
    if (request.mode !== 'Manual') throw requestWrongStatus();
    const order = await findOrderById(tx, request.orderId);
    if (!order) throw requestNotFound();
    await addQuote(tx, {
      request,
      side: 'Operator',
      userId: operatorId,
      currency: order.currency,
      lines: body.lines.map((line) => ({
        kind: line.kind,
        label: line.label,
        paxId: line.paxId,
        amount: { amount: line.amount, currency: order.currency },
      })),
      note: body.note ?? null,
      validMinutes: body.validMinutes,
      now,
    });
    return loadRequestView(tx, { scope, kind: null, reference: body.reference, now });
  });
}
