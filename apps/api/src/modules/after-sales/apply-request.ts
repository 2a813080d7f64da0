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
import { reissueExchange, type ExchangeSupply } from './apply-exchange';

const describe: Record<ServiceRequestRow['kind'], string> = {
  Void: 'Void',
  Refund: 'Refund',
  Exchange: 'Exchange',
  Holiday: 'Holiday',
  Visa: 'Visa',
  GroupFare: 'Group fare',
};

/**
 * Completes an accepted request in the caller's transaction: the airline acts (voids, refunds, reissues), the
 * passengers' tickets take their new state, the order's history names the request, the quote's total is posted to
 * the wallet (paying down the order's due first, or paid from it), and the request is Completed naming that posting.
 * A refusal of the airline undoes all of it.
 *
 * A manual exchange is completed by the operators once the airline's desk has reissued the tickets by hand: its money
 * posts, the tickets leave their in-process state, and the operator's note (the new ticket numbers, the flights) is
 * kept in the request's and the order's history; the order's trip is not rewritten, as no option of ours was sold.
 */
export async function applyRequest(
  tx: Db,
  options: {
    request: ServiceRequestRow;
    quote: RequestQuoteRow;
    order: FlightOrderRow;
    passengers: OrderPassengerRow[];
    supplier: FlightBookingSupplier;
    /** Names the airports and airlines of a reissued itinerary. */
    supply: ExchangeSupply;
    side: RequestSide;
    userId: string | null;
    /** The operator's note of a manual completion. */
    note?: string | null;
    timeZone: string;
    now: Date;
  },
): Promise<ServiceRequestRow> {
  const { request, order, supplier, now } = options;
  const { paxIds, journeyIndexes } = request.details;
  const recordLocator = order.recordLocator ?? '';
  const allJourneys = order.itinerary.journeys.map((_, index) => index);
  const chosen = options.passengers.filter((passenger) => paxIds.includes(passenger.paxIndex));
  let done = `${request.reference}: ${chosen.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}`;
  let completion: string | null = null;

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
  } else if (request.mode === 'Automatic') {
    completion = await reissueExchange(tx, options);
    done = `${request.reference}: ${completion}`;
  } else {
    for (const passenger of chosen) {
      await setTicketState(tx, {
        orderId: order.id,
        paxIndex: passenger.paxIndex,
        ticketStatus:
          passenger.ticketStatus === 'InProcess' ? 'Issued' : (passenger.ticketStatus ?? 'Issued'),
        closedJourneys: passenger.closedJourneys,
      });
    }
    completion = options.note ?? null;
    done = `${done}${completion ? ` — ${completion}` : ''}`;
  }

  await insertOrderEvent(tx, {
    orderId: order.id,
    at: now,
    action: `${describe[request.kind]} completed`,
    status: order.status,
    userId: options.userId,
    note: done,
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
    note: completion,
    now,
    change: { settlementTransactionId: posted?.transactionId ?? null, settledAmount: posted ? amount : null },
  });
}
