import { AutomaticQuoteMinutes, type AfterSalesRequest, type VoidRequestBody } from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import type { PermissionSubject } from '../../lib/permission';
import { insertOrderEvent, type AgencyScope } from '../../orders/flight-order.repository';
import { addQuote } from '../../requests/add-quote';
import { createRequest } from '../../requests/create-request';
import { loadAfterSalesOrder } from './after-sales-order';
import { checkChosenTickets } from './check-chosen-tickets';
import { voidQuoteLines } from './quote-lines';
import { loadRequestView } from './request-view';
import { ticketEligibility } from './ticket-eligibility';
import { openVoidDeadline } from './void-deadline';

/**
 * Void/Request: asks to void the chosen passengers' tickets. The airline voids automatically, so the request is
 * quoted at once (everything paid back less the service fee, valid AutomaticQuoteMinutes but never past the void
 * window); accepting the quote voids. Refused with the reason when a ticket may not be voided now (window closed,
 * airline refuses, used).
 */
export async function requestVoid(options: {
  db: Db;
  scope: AgencyScope;
  user: PermissionSubject & { id: string };
  body: VoidRequestBody;
  supplier: FlightBookingSupplier;
  timeZone: string;
  now: Date;
}): Promise<AfterSalesRequest> {
  const { scope, body, now } = options;
  return options.db.transaction(async (tx) => {
    const loaded = await loadAfterSalesOrder({
      db: tx,
      scope,
      orderReference: body.orderReference,
      supplier: options.supplier,
      lock: true,
    });
    const { tickets } = ticketEligibility({
      ...loaded,
      supplier: options.supplier,
      viewer: options.user,
      timeZone: options.timeZone,
      now,
    });
    checkChosenTickets(tickets, { paxIds: body.paxIds, action: 'void' });
    const paxIds = [...new Set(body.paxIds)].sort((a, b) => a - b);
    const request = await createRequest(tx, {
      ...scope,
      kind: 'Void',
      orderId: loaded.order.id,
      mode: 'Automatic',
      details: { paxIds, journeyIndexes: [], reason: null, remark: body.remark ?? null },
      requestedBy: options.user.id,
      now,
    });
    await insertOrderEvent(tx, {
      orderId: loaded.order.id,
      at: now,
      action: 'Void requested',
      status: loaded.order.status,
      userId: options.user.id,
      note: request.reference,
    });
    const chosen = loaded.passengers.filter((passenger) => paxIds.includes(passenger.paxIndex));
    await addQuote(tx, {
      request,
      side: 'System',
      userId: null,
      currency: loaded.order.currency,
      lines: voidQuoteLines(loaded.order, chosen),
      validMinutes: AutomaticQuoteMinutes,
      notAfter: await openVoidDeadline(tx, {
        order: loaded.order,
        paxIds,
        supplier: options.supplier,
        timeZone: options.timeZone,
        now,
      }),
      now,
    });
    return loadRequestView(tx, { scope, kind: 'Void', reference: request.reference, now });
  });
}
