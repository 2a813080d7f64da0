import {
  AfterSalesServiceFee,
  type QuoteLine,
  type QuoteLineKind,
  type AfterSalesKind,
} from '@portal/contracts';
import type {
  SupplierExchangeQuote,
  SupplierExchangeTerms,
  SupplierRefundQuote,
} from '../../adapters/flight-booking';
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

type OrderMoney = Pick<FlightOrderRow, 'currency'>;

function lineMaker(order: OrderMoney) {
  return (kind: QuoteLineKind, paxId: number, amount: number): QuoteLine[] =>
    amount === 0 ? [] : [{ kind, label: labels[kind], paxId, amount: { amount, currency: order.currency } }];
}

/** The service fee, never more than what is left to give back (a quote never charges for giving back nothing). */
function serviceFee(kind: AfterSalesKind, left: number): number {
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

/**
 * An exchange in our convention (positive credited to the wallet, negative paid from it): the airline's figures
 * negated — a dearer fare, higher taxes and the change fee are paid, lower taxes and the residual of a refundable fare
 * come back, less the commission the agency earned on that residual (as a refund reverses it) — and the provider's
 * service fee per ticket. A residual the fare keeps is shown at nothing, so the agent sees why a cheaper flight gives
 * nothing back. Differences are at gross fares: the airline pays no commission on what an exchange collects.
 */
export function exchangeQuoteLines(
  order: OrderMoney & Pick<FlightOrderRow, 'offer'>,
  quote: SupplierExchangeQuote,
): QuoteLine[] {
  const line = lineMaker(order);
  return quote.passengers.flatMap((figures) => {
    const pax = figures.passengerIndex;
    const refunded = figures.residual?.treatment === 'Refunded' ? figures.residual.amount : 0;
    const residual: QuoteLine[] =
      refunded > 0
        ? [
            ...line('Residual', pax, refunded),
            ...line('Commission', pax, -Math.round((refunded * order.offer.commissionBps) / 10_000)),
          ]
        : figures.residual
          ? [
              {
                kind: 'Residual',
                label: 'Residual value kept by the airline (non-refundable fare)',
                paxId: pax,
                amount: { amount: 0, currency: order.currency },
              },
            ]
          : [];
    return [
      ...line('FareDifference', pax, -Math.max(0, figures.fareDifference)),
      ...residual,
      ...line('TaxDifference', pax, -figures.taxDifference),
      ...line('ChangePenalty', pax, -figures.changePenalty),
      ...line('ServiceFee', pax, -AfterSalesServiceFee.Exchange),
    ];
  });
}

/** What any change of the request's journeys starts from: the airline's change fee and the service fee per ticket. */
export function exchangePenaltyLines(order: OrderMoney, terms: SupplierExchangeTerms): QuoteLine[] {
  const line = lineMaker(order);
  return terms.penalties.flatMap((penalty) => [
    ...line('ChangePenalty', penalty.passengerIndex, -penalty.changePenalty),
    ...line('ServiceFee', penalty.passengerIndex, -AfterSalesServiceFee.Exchange),
  ]);
}

export const linesTotal = (lines: QuoteLine[]) => lines.reduce((sum, line) => sum + line.amount.amount, 0);
