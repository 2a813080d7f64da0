import { createFlightSupply } from '../create-flight-supply';
import { query, saleDate } from '../test-queries';
import type { SupplyOffer, SupplyQuery } from '../types';
import type { PnrPassenger } from './ticket-inputs';

/** Real offers of the sandbox for the after-sales tests: searched on the pinned sale date, so they never drift. */
export const supply = createFlightSupply({ latency: 'zero', today: saleDate });

export const OUT_DATE = '2027-04-14';
export const BACK_DATE = '2027-04-24';

/** Two adults and a child of six: passengers 0 and 1 are adults, 2 the child. */
export const family: Partial<SupplyQuery> = { adults: 2, childAges: [6] };
export const familyPnr: PnrPassenger[] = [
  { index: 0, type: 'ADT' },
  { index: 1, type: 'ADT' },
  { index: 2, type: 'CHD' },
];

function first(offers: SupplyOffer[], airline: string, what: string): SupplyOffer {
  const offer = offers.find((o) => o.validatingAirline === airline);
  if (!offer) throw new Error(`no ${airline} offer for ${what}`);
  return offer;
}

/** The first GDS offer of an airline for Dhaka–Dubai and back. */
export function returnOffer(airline: string, extra: Partial<SupplyQuery> = family): SupplyOffer {
  const q = query(
    [
      ['DAC', 'DXB', OUT_DATE],
      ['DXB', 'DAC', BACK_DATE],
    ],
    extra,
  );
  return first(supply.search(q, 'GDS'), airline, 'DAC-DXB-DAC');
}

/** GDS offers of an airline for Dubai–Dhaka one way on a date, cheapest first. */
export function oneWayHome(
  airline: string,
  date: string,
  extra: Partial<SupplyQuery> = family,
): SupplyOffer[] {
  const offers = supply
    .search(query([['DXB', 'DAC', date]], extra), 'GDS')
    .filter((o) => o.validatingAirline === airline);
  if (offers.length === 0) throw new Error(`no ${airline} offer for DXB-DAC on ${date}`);
  return offers;
}

/** The instant `hours` before (or after, when negative) a departure. */
export function hoursBefore(departure: Date, hours: number): Date {
  return new Date(departure.getTime() - hours * 3_600_000);
}

export function departureOf(offer: SupplyOffer, journey: number): Date {
  return new Date(offer.journeys[journey]!.legs[0]!.departure);
}
