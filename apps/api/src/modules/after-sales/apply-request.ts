import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { settleRequest } from '../../ledger/settle-request';
import {
  insertOrderEvent,
  setTicketState,
  type FlightOrderRow,
  type OrderPassengerRow,
} from '../../orders/flight-order.repository';
import { moveRequest, type RequestSide } from '../../requests/move-request';
import type { RequestQuoteRow, ServiceRequestRow } from '../../requests/service-request.repository';
import { atSupplier } from './after-sales-errors';

const describe: Record<ServiceRequestRow['kind'], string> = {
  Void: 'Void',
  Refund: 'Refund',
  Exchange: 'Exchange',
};

/**
 * Completes an accepted request in the caller's transaction: the airline acts (voids, refunds), the passengers'
 * tickets take their new state, the order's history names the request, the quote's total is posted to the wallet
 * (paying down the order's due first), and the request is Completed naming that posting. A refusal of the airline
 * undoes all of it.
 */
export async function applyRequest(
  tx: Db,
  options: {
    request: ServiceRequestRow;
    quote: RequestQuoteRow;
    order: FlightOrderRow;
    passengers: OrderPassengerRow[];
    supplier: FlightBookingSupplier;
    side: RequestSide;
    userId: string | null;
    timeZone: string;
    now: Date;
  },
): Promise<ServiceRequestRow> {
  const { request, order, supplier, now } = options;
  const { paxIds, journeyIndexes } = request.details;
  const recordLocator = order.recordLocator ?? '';
  const allJourneys = order.itinerary.journeys.map((_, index) => index);
  const chosen = options.passengers.filter((passenger) => paxIds.includes(passenger.paxIndex));

  if (request.kind === 'Void') {
    await atSupplier(() =>
      supplier.voidTickets(tx, { recordLocator, passengerIndexes: paxIds, timeZone: options.timeZone, now }),
    );
    for (const passenger of chosen) {
      await setTicketState(tx, {
        orderId: order.id,
        paxIndex: passenger.paxIndex,
        ticketStatus: 'Voided',
        closedJourneys: allJourneys,
      });
    }
  } else if (request.kind === 'Refund') {
    await atSupplier(() =>
      supplier.refundTickets(tx, { recordLocator, passengerIndexes: paxIds, journeyIndexes, now }),
    );
    for (const passenger of chosen) {
      const closed = [...new Set([...passenger.closedJourneys, ...journeyIndexes])].sort((a, b) => a - b);
      await setTicketState(tx, {
        orderId: order.id,
        paxIndex: passenger.paxIndex,
        ticketStatus: closed.length === allJourneys.length ? 'Refunded' : 'PartlyRefunded',
        closedJourneys: closed,
      });
    }
  } else {
    throw new Error(`${request.kind} requests are completed by their own path`);
  }

  await insertOrderEvent(tx, {
    orderId: order.id,
    at: now,
    action: `${describe[request.kind]} completed`,
    status: order.status,
    userId: options.userId,
    note: `${request.reference}: ${chosen.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}`,
  });

  const amount = options.quote.total;
  const posted =
    amount === 0
      ? null
      : await settleRequest({
          db: tx,
          tenantId: request.tenantId,
          agencyId: request.agencyId,
          currency: options.quote.currency,
          amount,
          requestReference: request.reference,
          orderReference: order.reference,
          description: `${describe[request.kind]} ${request.reference} of ${order.reference}${
            order.recordLocator ? `, PNR ${order.recordLocator}` : ''
          }`,
          createdBy: options.userId,
          now,
        });
  return moveRequest(tx, {
    request,
    action: 'Complete',
    to: 'Completed',
    side: options.side,
    userId: options.userId,
    now,
    change: { settlementTransactionId: posted?.transactionId ?? null, settledAmount: posted ? amount : null },
  });
}
