import {
  AutomaticQuoteMinutes,
  canTransition,
  type AfterSalesRequest,
  type RequestKind,
  type UpdateRequestStatusBody,
} from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import {
  lockOrderById,
  passengersOf,
  setTicketState,
  type AgencyScope,
} from '../../orders/flight-order.repository';
import { acceptableQuote } from '../../requests/acceptable-quote';
import { addQuote } from '../../requests/add-quote';
import { moveRequest } from '../../requests/move-request';
import { requestNotFound, requestWrongStatus } from '../../requests/request-errors';
import { lockRequest } from '../../requests/service-request.repository';
import { atSupplier } from './after-sales-errors';
import type { ExchangeSupply } from './apply-exchange';
import { applyRequest } from './apply-request';
import { refundQuoteLines, voidQuoteLines } from './quote-lines';
import { loadRequestView } from './request-view';
import { openVoidDeadline } from './void-deadline';

/**
 * UpdateStatus, the agency's side of a request, under the request's and the order's locks:
 * - Accept names the current, unexpired quote (else 409 QUOTE_EXPIRED / QUOTE_SUPERSEDED, nothing moves). An
 *   automatic request completes at once (the airline acts and the money posts in this transaction); a manual one
 *   goes InProcess for the operators to complete with the airline's desk, its tickets shown in process.
 * - Decline (a quote) and Cancel (before acceptance) close it; nothing moves.
 * - Requote asks the airline again for an automatic request whose quote expired (or still stands); a void only
 *   while its window is open (else 422 VOID_WINDOW_CLOSED), and its new quote lapses with the window.
 * The caller wraps Accept in its Idempotency-Key.
 */
export async function updateRequestStatus(options: {
  tx: Db;
  scope: AgencyScope;
  kind: RequestKind;
  userId: string;
  body: UpdateRequestStatusBody;
  supplier: FlightBookingSupplier;
  supply: ExchangeSupply;
  timeZone: string;
  now: Date;
}): Promise<AfterSalesRequest> {
  const { tx, scope, kind, body, supplier, now, userId } = options;
  const request = await lockRequest(tx, scope, kind, body.reference);
  if (!request?.orderId) throw requestNotFound();
  const order = await lockOrderById(tx, request.orderId);
  if (!order) throw requestNotFound();
  const passengers = await passengersOf(tx, order.id);
  const side = 'Agency' as const;

  if (body.action === 'Accept') {
    const quote = await acceptableQuote(tx, request, body.quoteId, now);
    if (request.mode === 'Automatic') {
      const accepted = await moveRequest(tx, {
        request,
        action: 'Accept',
        to: 'Accepted',
        side,
        userId,
        now,
      });
      await applyRequest(tx, {
        request: accepted,
        quote,
        order,
        passengers,
        supplier,
        supply: options.supply,
        side: 'System',
        userId: null,
        timeZone: options.timeZone,
        now,
      });
    } else {
      await moveRequest(tx, { request, action: 'Accept', to: 'InProcess', side, userId, now });
      for (const passenger of passengers.filter((one) => request.details.paxIds.includes(one.paxIndex))) {
        await setTicketState(tx, {
          orderId: order.id,
          paxIndex: passenger.paxIndex,
          ticketStatus: 'InProcess',
          closedJourneys: passenger.closedJourneys,
        });
      }
    }
  } else if (body.action === 'Decline') {
    await moveRequest(tx, { request, action: 'Decline', to: 'Cancelled', side, userId, now });
  } else if (body.action === 'Cancel') {
    await moveRequest(tx, { request, action: 'Cancel', to: 'Cancelled', side, userId, now });
  } else {
    const requotable = request.mode === 'Automatic' && request.kind !== 'Exchange';
    if (!requotable || !canTransition('Quote', request.status)) throw requestWrongStatus();
    const chosen = passengers.filter((one) => request.details.paxIds.includes(one.paxIndex));
    const lines =
      request.kind === 'Void'
        ? voidQuoteLines(order, chosen)
        : refundQuoteLines(
            order,
            passengers,
            await atSupplier(() =>
              supplier.quoteRefund(tx, {
                recordLocator: order.recordLocator ?? '',
                passengerIndexes: request.details.paxIds,
                journeyIndexes: request.details.journeyIndexes,
                involuntary: false,
                now,
              }),
            ),
          );
    const notAfter =
      request.kind === 'Void'
        ? await openVoidDeadline(tx, {
            order,
            paxIds: request.details.paxIds,
            supplier,
            timeZone: options.timeZone,
            now,
          })
        : null;
    await addQuote(tx, {
      request,
      side: 'System',
      userId: null,
      currency: order.currency,
      lines,
      validMinutes: AutomaticQuoteMinutes,
      notAfter,
      now,
    });
  }
  return loadRequestView(tx, { scope, kind, reference: request.reference, now });
}
