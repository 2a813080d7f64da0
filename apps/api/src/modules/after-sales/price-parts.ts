import type { FlightOrderRow, OrderPassengerRow } from '../../orders/flight-order.repository';

/** What one passenger's ticket cost the agency, part by part (minor units): the figures a void gives back. */
export interface PassengerPriceParts {
  baseFare: number;
  taxes: number;
  commission: number;
  ait: number;
  /** Seats, meals, bags bought for the passenger. */
  extras: number;
  /** baseFare + taxes − commission + ait + extras. */
  paid: number;
}

/** A passenger's parts from the fare as sold (the stored offer follows every reprice). */
export function passengerPriceParts(
  order: FlightOrderRow,
  passenger: OrderPassengerRow,
): PassengerPriceParts {
  const brand = order.offer.brands[order.brandIndex];
  const price = brand?.prices.find((one) => one.passengerType === passenger.type);
  if (!brand || !price) throw new Error(`order ${order.reference} has no price for ${passenger.type}`);
  const taxes = price.gross - price.baseFare;
  const commission = Math.round((price.baseFare * order.offer.commissionBps) / 10_000);
  const ait = price.agent - price.gross + commission;
  const extras = passenger.extras.reduce((sum, extra) => sum + extra.price, 0);
  return { baseFare: price.baseFare, taxes, commission, ait, extras, paid: price.agent + extras };
}

/** The AIT that comes back with a refund: the passenger's AIT in the share of the gross fare refunded. */
export function aitReturned(parts: PassengerPriceParts, refundedGross: number): number {
  const gross = parts.baseFare + parts.taxes;
  if (gross <= 0 || refundedGross <= 0) return 0;
  return Math.round((parts.ait * Math.min(refundedGross, gross)) / gross);
}
