import {
  TimingBands,
  type FlightLeg,
  type ItineraryKind,
  type ItinerarySummary,
  type Journey,
  type StopKey,
  type Timing,
} from '@portal/contracts';
import type { SupplyBrand, SupplyJourney, SupplyOffer } from '@portal/sandbox-supply';

/** Separates an offer id from the code of a dearer brand, so each brand can be chosen by an itinerary id. */
const brandSeparator = '~';

/** The itinerary id of an offer sold at one of its brands; the cheapest brand is the offer id itself. */
export function brandItineraryId(offer: Pick<SupplyOffer, 'offerId' | 'brands'>, brandIndex: number): string {
  const brand = offer.brands[brandIndex];
  return brandIndex === 0 || !brand ? offer.offerId : `${offer.offerId}${brandSeparator}${brand.brandCode}`;
}

/** The offer id and brand code an itinerary id names (brand code null: the cheapest brand). */
export function parseItineraryId(itineraryId: string): { offerId: string; brandCode: string | null } {
  const at = itineraryId.lastIndexOf(brandSeparator);
  if (at <= 0) return { offerId: itineraryId, brandCode: null };
  return { offerId: itineraryId.slice(0, at), brandCode: itineraryId.slice(at + 1) };
}

/** The local hour of an ISO local time such as 2026-12-05T20:35:00+06:00, placed in the filters' bands. */
export function timingOf(localTime: string): Timing {
  const hour = Number(localTime.slice(11, 13));
  for (const [timing, [from, to]] of Object.entries(TimingBands) as [Timing, readonly [number, number]][]) {
    if (hour >= from && hour < to) return timing;
  }
  return 'Evening';
}

const maxStopKey = (keys: StopKey[]): StopKey =>
  keys.reduce<StopKey>((max, key) => (key > max ? key : max), '0');

function toJourney(journey: SupplyJourney, brand: SupplyBrand, index: number): Journey {
  const first = journey.legs[0] as FlightLeg;
  const last = journey.legs[journey.legs.length - 1] as FlightLeg;
  return {
    legKeys: journey.legs.map((leg) => leg.key),
    bookingClasses: brand.bookingClasses[index] ?? journey.bookingClasses,
    origin: first.origin,
    destination: last.destination,
    departure: first.departure,
    arrival: last.arrival,
    durationMinutes: journey.durationMinutes,
    stopKey: journey.stopKey,
    layovers: journey.layovers,
    departureTiming: timingOf(first.departure),
    arrivalTiming: timingOf(last.arrival),
    baggage: brand.baggage,
  };
}

/**
 * The agency's commission on a brand for all passengers: the airline's rate on each base fare. (The agent amount is
 * gross minus this plus advance income tax, so it is not simply gross minus agent.)
 */
export function commissionOf(brand: Pick<SupplyBrand, 'prices'>, commissionBps: number): number {
  return brand.prices.reduce(
    (total, price) => total + Math.round((price.baseFare * commissionBps) / 10_000) * price.count,
    0,
  );
}

/** Gross, agent price and what lies between: agent = gross − commission + AIT (and other taxes added). */
export function agentPriceParts<M>(
  brand: Pick<SupplyBrand, 'prices' | 'totalGross' | 'totalAgent'>,
  commissionBps: number,
  money: (amount: number) => M,
): { grossAmount: M; agentAmount: M; commission: M; ait: M } {
  const commission = commissionOf(brand, commissionBps);
  return {
    grossAmount: money(brand.totalGross),
    agentAmount: money(brand.totalAgent),
    commission: money(commission),
    ait: money(brand.totalAgent - brand.totalGross + commission),
  };
}

export interface SummaryContext {
  kind: ItineraryKind;
  currency: string;
  sourceName: string;
  alliance: string | null;
  /** Markup of the agency, minor units for the whole booking (none until agencies can set one). */
  markup: number;
}

/**
 * A result row for an offer sold at one brand, with every price field filled (the caller's visibility is applied
 * later). Amounts are for all passengers together.
 */
export function summarizeOffer(
  offer: SupplyOffer,
  context: SummaryContext,
  brandIndex = 0,
  moreCombinationCount = 0,
): ItinerarySummary {
  const brand = offer.brands[brandIndex] ?? (offer.brands[0] as SupplyBrand);
  const journeys = offer.journeys.map((journey, index) => toJourney(journey, brand, index));
  const layovers = offer.journeys.flatMap((journey) => journey.layovers);
  const money = (amount: number) => ({ amount, currency: context.currency });
  return {
    itineraryId: brandItineraryId(offer, brandIndex),
    kind: context.kind,
    airlineCode: offer.validatingAirline,
    alliance: context.alliance,
    fareType: offer.fareKind,
    cabin: brand.cabin,
    productClass: brand.name,
    refundable: brand.refundable,
    seatsRemaining: brand.seatsRemaining,
    ...agentPriceParts(brand, offer.commissionBps, money),
    markup: money(context.markup),
    source: { code: offer.source, name: context.sourceName },
    duration: offer.journeys.reduce((total, journey) => total + journey.durationMinutes, 0),
    stopKey: maxStopKey(offer.journeys.map((journey) => journey.stopKey)),
    layoverAirports: [...new Set(layovers.map((layover) => layover.airportCode))],
    layoverDuration: layovers.reduce((longest, layover) => Math.max(longest, layover.minutes), 0),
    journeys,
    brandCount: offer.brands.length,
    moreCombinationCount,
  };
}

/**
 * The flights of an itinerary: the same legs in each direction and the same cabin make the same trip, whichever
 * source sells it and whether as a special return or not.
 */
export function sameFlightsKey(summary: Pick<ItinerarySummary, 'cabin' | 'journeys'>): string {
  return `${summary.cabin}|${summary.journeys.map((journey) => journey.legKeys.join(',')).join('/')}`;
}
