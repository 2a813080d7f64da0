import { dayNumber, isoDate } from '../flights/util/dates';
import { createBedBank } from './create-bed-bank';
import type { BedBank, RateOffer, SoldRooms, StayQuery } from './types';

/** Shared by the bed bank's tests: the default world, a fixed clock, and stays built from a date and nights. */
export const SEED = 20_260_101;
export const bank: BedBank = createBedBank({ seed: SEED, latency: 'zero' });
export const NOW = new Date('2026-10-01T06:00:00Z');
export const noneSold: SoldRooms = new Map();

export function addDays(date: string, days: number): string {
  return isoDate(dayNumber(date) + days);
}

export function stayOf(
  checkIn: string,
  nights: number,
  rooms: StayQuery['rooms'] = [{ adults: 2, childAges: [] }],
): StayQuery {
  return { checkIn, checkOut: addDays(checkIn, nights), rooms };
}

/** Every offer of a city's hotels for a stay, with each offer's plan. */
export function cityOffers(cityCode: string, stay: StayQuery, sold: SoldRooms = noneSold, now = NOW) {
  return bank.sources
    .flatMap((source) =>
      bank.searchSource({ sourceCode: source.code, destination: { cityCode }, stay, sold, now }),
    )
    .flatMap((found) =>
      found.offers.map((offer) => ({
        hotel: found.hotel,
        offer,
        plan: bank.ratePlans(found.hotel.id).find((p) => p.code === offer.rateCode)!,
      })),
    );
}

export function firstOffer(
  cityCode: string,
  stay: StayQuery,
  test: (found: ReturnType<typeof cityOffers>[number]) => boolean,
): RateOffer {
  const found = cityOffers(cityCode, stay).find(test);
  if (!found) throw new Error(`no offer in ${cityCode} passes the test`);
  return found.offer;
}
