import {
  AfterSalesServiceFee,
  type QuoteLine,
  type QuoteLineKind,
  type RequestKind,
} from '@portal/contracts';
import type { SupplierRefundQuote } from '../../adapters/flight-booking';
import type { FlightOrderRow, OrderPassengerRow } from '../../orders/flight-order.repository';
import { aitReturned, passengerPriceParts } from './price-parts';

const labels: Record<QuoteLineKind, string> = {
  BaseFare: 'Base fare refunded',
  Taxes: 'Taxes refunded',
  Commission: 'Commission reversed',
  Ait: 'AIT returned',
  Extras: 'Seats, meals and bags refunded',
  Penalty: 'Airline cancellation fee',
  ServiceFee: 'Service fee',
  FareDifference: 'Fare difference',
  TaxDifference: 'Tax difference',
  ChangePenalty: 'Airline change fee',
  Residual: 'Residual value',
  Other: 'Other',
};

function lineMaker(order: FlightOrderRow) {
  return (kind: QuoteLineKind, paxId: number, amount: number): QuoteLine[] =>
    amount === 0 ? [] : [{ kind, label: labels[kind], paxId, amount: { amount, currency: order.currency } }];
}

/** The service fee, never more than what is left to give back (a quote never charges for giving back nothing). */
function serviceFee(kind: RequestKind, left: number): number {
  return -Math.min(AfterSalesServiceFee[kind], Math.max(0, left));
}

/**
 * A void gives back everything the ticket cost the agency (fare, taxes and AIT, less the commission it earned, and
 * the extras bought), less the provider's service fee per ticket.
 */
export function voidQuoteLines(order: FlightOrderRow, passengers: OrderPassengerRow[]): QuoteLine[] {
  const line = lineMaker(order);
  return passengers.flatMap((passenger) => {
    const parts = passengerPriceParts(order, passenger);
    return [
      ...line('BaseFare', passenger.paxIndex, parts.baseFare),
      ...line('Taxes', passenger.paxIndex, parts.taxes),
      ...line('Commission', passenger.paxIndex, -parts.commission),
      ...line('Ait', passenger.paxIndex, parts.ait),
      ...line('Extras', passenger.paxIndex, parts.extras),
      ...line('ServiceFee', passenger.paxIndex, serviceFee('Void', parts.paid)),
    ];
  });
}

/**
 * A refund by the airline's figures: base fare (when the fare refunds it) and taxes of the journeys refunded, the
 * commission on that base fare reversed and its AIT returned, the airline's fee and the provider's service fee kept.
 */
export function refundQuoteLines(
  order: FlightOrderRow,
  passengers: OrderPassengerRow[],
  quote: SupplierRefundQuote,
): QuoteLine[] {
  const line = lineMaker(order);
  return quote.passengers.flatMap((figures) => {
    const passenger = passengers.find((one) => one.paxIndex === figures.passengerIndex);
    if (!passenger) return [];
    const parts = passengerPriceParts(order, passenger);
    const ait = aitReturned(parts, figures.baseFareRefund + figures.taxRefund);
    const back = figures.baseFareRefund + figures.taxRefund + ait - figures.penalty;
    // The commission reversed never turns a refund into a charge.
    const commission = Math.min(figures.commissionRecalled, Math.max(0, back));
    const beforeFee = back - commission;
    return [
      ...line('BaseFare', passenger.paxIndex, figures.baseFareRefund),
      ...line('Taxes', passenger.paxIndex, figures.taxRefund),
      ...line('Commission', passenger.paxIndex, -commission),
      ...line('Ait', passenger.paxIndex, ait),
      ...line('Penalty', passenger.paxIndex, -figures.penalty),
      ...line('ServiceFee', passenger.paxIndex, serviceFee('Refund', beforeFee)),
    ];
  });
}
