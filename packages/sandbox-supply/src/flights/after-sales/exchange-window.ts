import { network } from '../network/build-network';
import type { SupplyOffer } from '../types';
import { civilFromDays, daysFromCivil, dayNumber, isoDate, MINUTES_PER_DAY } from '../util/dates';
import { offsetAtInstant } from '../util/time-zones';
import { changesPermitted } from './change-rules';
import { AfterSalesError } from './errors';
import { penaltyWindow } from './penalty-window';
import { brandOf, departuresOf, journeyIndexes } from './ticket-inputs';

/** A journey may move to at most this many days before its original date. */
export const EXCHANGE_DAYS_EARLIER = 30;

export interface ExchangeWindowInput {
  offer: SupplyOffer;
  brandIndex: number;
  journeyIndex: number;
  now: Date;
  /** Every journey being changed together; just `journeyIndex` when left out. */
  changedJourneys?: number[];
  journeyDepartures?: Date[];
}

/** Dates a journey's new flights may leave on, YYYY-MM-DD in the journey's departure airport's local time. */
export interface ExchangeDateWindow {
  minDate: string;
  maxDate: string;
}

/** The local date (day number) an ISO local time with offset names. */
function localDateOf(isoLocal: string): number {
  return dayNumber(isoLocal.slice(0, 10));
}

/** Today's day number at an airport; by the journey's own offset when the network does not know the airport. */
function todayAt(airportCode: string, fallbackIso: string, now: Date): number {
  const minute = Math.floor(now.getTime() / 60_000);
  const index = network().airportByCode.get(airportCode);
  let offset: number;
  if (index !== undefined) offset = offsetAtInstant(network().airports[index]!.timeZone, minute);
  else {
    const match = /([+-])(\d{2}):(\d{2})$/.exec(fallbackIso);
    offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  }
  return Math.floor((minute + offset) / MINUTES_PER_DAY);
}

/** The same date a year later (28 February for 29 February): the last day of a fare's one-year validity. */
function oneYearOn(day: number): number {
  const [y, m, d] = civilFromDays(day);
  const leapDay = m === 2 && d === 29;
  return daysFromCivil(y + 1, m, leapDay ? 28 : d);
}

/**
 * The dates a journey may be changed to. From the latest of today (at the journey's origin), the original date less
 * EXCHANGE_DAYS_EARLIER and the date of the nearest earlier journey that is not changing; to the earliest of the
 * fare's validity (one year from the trip's first departure date) and the date of the nearest later journey that
 * is not changing. Throws ChangesNotPermitted when the brand forbids changes now (or no date is left), FareExpired
 * when the validity has run out.
 */
export function exchangeDateWindow(input: ExchangeWindowInput): ExchangeDateWindow {
  const { offer, now } = input;
  const brand = brandOf(offer, input.brandIndex);
  const journeyIndex = journeyIndexes(offer, [input.journeyIndex])[0]!;
  const changing = new Set(journeyIndexes(offer, input.changedJourneys ?? [journeyIndex]));
  changing.add(journeyIndex);
  const departures = departuresOf(offer, input.journeyDepartures);
  if (!changesPermitted(brand, penaltyWindow(now, departures[journeyIndex]!)))
    throw new AfterSalesError('ChangesNotPermitted', `brand ${brand.brandCode} does not permit changes now`);

  const journey = offer.journeys[journeyIndex]!;
  const firstLeg = journey.legs[0]!;
  const dates = offer.journeys.map((j) => localDateOf(j.legs[0]!.departure));
  const today = todayAt(firstLeg.origin, firstLeg.departure, now);
  const validity = oneYearOn(dates[0]!);
  if (today > validity)
    throw new AfterSalesError('FareExpired', `the fare was valid until ${isoDate(validity)}`);

  let min = Math.max(today, dates[journeyIndex]! - EXCHANGE_DAYS_EARLIER);
  let max = validity;
  for (let j = journeyIndex - 1; j >= 0; j--) {
    if (changing.has(j)) continue;
    min = Math.max(min, dates[j]!);
    break;
  }
  for (let j = journeyIndex + 1; j < dates.length; j++) {
    if (changing.has(j)) continue;
    max = Math.min(max, dates[j]!);
    break;
  }
  if (min > max) throw new AfterSalesError('ChangesNotPermitted', 'no date is left to change the journey to');
  return { minDate: isoDate(min), maxDate: isoDate(max) };
}
