import type { PassengerType } from '@portal/contracts';
import type { SupplyBrand, SupplyOffer, SupplyPaxPrice } from '../types';
import { AfterSalesError } from './errors';

/** A passenger of the PNR, by its index in the booking. */
export interface PnrPassenger {
  index: number;
  type: PassengerType;
}

export function brandOf(offer: SupplyOffer, brandIndex: number): SupplyBrand {
  const brand = offer.brands[brandIndex];
  if (!brand) throw new AfterSalesError('UnknownBrand', `offer ${offer.offerId} has no brand ${brandIndex}`);
  return brand;
}

export function priceOf(brand: SupplyBrand, passenger: PnrPassenger): SupplyPaxPrice {
  const price = brand.prices.find((p) => p.passengerType === passenger.type);
  if (!price)
    throw new AfterSalesError(
      'UnknownPassenger',
      `brand ${brand.brandCode} has no ${passenger.type} price for passenger ${passenger.index}`,
    );
  return price;
}

/**
 * The first departure instant of each journey: the ones given (which must match the journeys in number), else read
 * from each journey's first leg (local time with its offset).
 */
export function departuresOf(offer: SupplyOffer, given: readonly Date[] | undefined): Date[] {
  if (given) {
    if (given.length !== offer.journeys.length)
      throw new AfterSalesError(
        'UnknownJourney',
        `${given.length} departures given for ${offer.journeys.length} journeys`,
      );
    return [...given];
  }
  return offer.journeys.map((journey) => new Date(journey.legs[0]!.departure));
}

/** Journey indexes sorted and without repeats; each must be one of the offer's journeys. */
export function journeyIndexes(offer: SupplyOffer, indexes: readonly number[]): number[] {
  const unique = [...new Set(indexes)].sort((a, b) => a - b);
  for (const index of unique)
    if (!Number.isInteger(index) || index < 0 || index >= offer.journeys.length)
      throw new AfterSalesError('UnknownJourney', `offer ${offer.offerId} has no journey ${index}`);
  return unique;
}

/** The PNR's passengers with the given indexes, in index order; every index must be in the PNR. */
export function selectPassengers(
  passengers: readonly PnrPassenger[],
  indexes: readonly number[],
): PnrPassenger[] {
  const byIndex = new Map(passengers.map((p) => [p.index, p]));
  return [...new Set(indexes)]
    .sort((a, b) => a - b)
    .map((index) => {
      const passenger = byIndex.get(index);
      if (!passenger) throw new AfterSalesError('UnknownPassenger', `passenger ${index} is not in the PNR`);
      return passenger;
    });
}

/** Sums one figure over lines. */
export function sumOf<T>(items: readonly T[], figure: (item: T) => number): number {
  return items.reduce((sum, item) => sum + figure(item), 0);
}
