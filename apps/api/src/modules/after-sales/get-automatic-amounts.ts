import { InvoluntaryRefundReasons, type AutomaticAmounts, type RequestKind } from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { findOrderById, passengersOf } from '../../orders/flight-order.repository';
import { requestNotFound } from '../../requests/request-errors';
import { findRequest, type RequestScope } from '../../requests/service-request.repository';
import { atSupplier } from './after-sales-errors';
import { exchangePenaltyLines, refundQuoteLines, voidQuoteLines } from './quote-lines';

/**
 * PenaltyDetails / AutoAmountDetails: the figures the airline's own rules give a request now — what a void gives
 * back, a refund's penalty by the fare's window (waived when the reason is involuntary), or an exchange's change fee
 * (the fare difference depends on the flights chosen: Search and Price give it). Operators start a
 * manual quote from them; the agency sees them beside a manual request.
 */
export async function getAutomaticAmounts(options: {
  db: Db;
  scope: RequestScope;
  kind: RequestKind | null;
  reference: string;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<AutomaticAmounts> {
  const { db, now } = options;
  const request = await findRequest(db, options.scope, options.kind, options.reference);
  if (!request?.orderId) throw requestNotFound();
  const order = await findOrderById(db, request.orderId);
  if (!order) throw requestNotFound();
  const passengers = await passengersOf(db, order.id);
  const { paxIds, journeyIndexes, reason } = request.details;
  let window: string | null = null;
  let lines;
  if (request.kind === 'Void') {
    lines = voidQuoteLines(
      order,
      passengers.filter((passenger) => paxIds.includes(passenger.paxIndex)),
    );
  } else if (request.kind === 'Exchange') {
    const terms = await atSupplier(() =>
      options.supplier.exchangeTerms(db, {
        recordLocator: order.recordLocator ?? '',
        passengerIndexes: paxIds,
        journeyIndexes,
        now,
      }),
    );
    window = terms.window;
    lines = exchangePenaltyLines(order, terms);
  } else {
    const figures = await atSupplier(() =>
      options.supplier.quoteRefund(db, {
        recordLocator: order.recordLocator ?? '',
        passengerIndexes: paxIds,
        journeyIndexes,
        involuntary: reason !== null && InvoluntaryRefundReasons.includes(reason),
        now,
      }),
    );
    window = figures.window;
    lines = refundQuoteLines(order, passengers, figures);
  }
  return {
    reference: request.reference,
    window,
    lines,
    total: { amount: lines.reduce((sum, line) => sum + line.amount.amount, 0), currency: order.currency },
  };
}
