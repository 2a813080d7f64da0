import {
  AutomaticQuoteMinutes,
  InvoluntaryRefundReasons,
  type AfterSalesRequest,
  type RefundRequestBody,
} from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import type { PermissionSubject } from '../../lib/permission';
import { insertOrderEvent, type AgencyScope } from '../../orders/flight-order.repository';
import { addQuote } from '../../requests/add-quote';
import { createRequest } from '../../requests/create-request';
import { atSupplier } from './after-sales-errors';
import { loadAfterSalesOrder } from './after-sales-order';
import { checkChosenTickets } from './check-chosen-tickets';
import { refundQuoteLines } from './quote-lines';
import { loadRequestView } from './request-view';
import { orderJourneys, ticketEligibility } from './ticket-eligibility';

/**
 * Refund/Request: asks to refund the chosen passengers for the chosen unflown journeys. Where the airline refunds
 * automatically the request is quoted at once by the fare's penalties; where its desk must (some airlines, and every
 * involuntary refund, which the airline confirms before waiving the penalty) the request waits for the operators'
 * quote.
 */
export async function requestRefund(options: {
  db: Db;
  scope: AgencyScope;
  user: PermissionSubject & { id: string };
  body: RefundRequestBody;
  supplier: FlightBookingSupplier;
  timeZone: string;
  now: Date;
}): Promise<AfterSalesRequest> {
  const { scope, body, supplier, now } = options;
  return options.db.transaction(async (tx) => {
    const loaded = await loadAfterSalesOrder({
      db: tx,
      scope,
      orderReference: body.orderReference,
      supplier,
      lock: true,
    });
    const { order } = loaded;
    const { tickets } = ticketEligibility({
      ...loaded,
      supplier,
      viewer: options.user,
      timeZone: options.timeZone,
      now,
    });
    const paxIds = [...new Set(body.paxIds)].sort((a, b) => a - b);
    const journeyIndexes = [...new Set(body.journeyIndexes)].sort((a, b) => a - b);
    checkChosenTickets(tickets, {
      paxIds,
      action: 'refund',
      journeyIndexes,
      journeys: orderJourneys(order, now),
    });
    const involuntary = InvoluntaryRefundReasons.includes(body.reason);
    const manual = involuntary || supplier.afterSalesPolicy(order.validatingAirline).refundsByDesk;
    const request = await createRequest(tx, {
      ...scope,
      kind: 'Refund',
      orderId: order.id,
      mode: manual ? 'Manual' : 'Automatic',
      details: { paxIds, journeyIndexes, reason: body.reason, remark: body.remark ?? null },
      requestedBy: options.user.id,
      now,
    });
    await insertOrderEvent(tx, {
      orderId: order.id,
      at: now,
      action: 'Refund requested',
      status: order.status,
      userId: options.user.id,
      note: request.reference,
    });
    if (!manual) {
      const figures = await atSupplier(() =>
        supplier.quoteRefund(tx, {
          recordLocator: order.recordLocator ?? '',
          passengerIndexes: paxIds,
          journeyIndexes,
          involuntary: false,
          now,
        }),
      );
      await addQuote(tx, {
        request,
        side: 'System',
        userId: null,
        currency: order.currency,
        lines: refundQuoteLines(order, loaded.passengers, figures),
        supplierTerms: { window: figures.window, refundable: figures.refundable },
        validMinutes: AutomaticQuoteMinutes,
        now,
      });
    }
    return loadRequestView(tx, { scope, kind: 'Refund', reference: request.reference, now });
  });
}
