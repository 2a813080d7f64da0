import type { ItinerarySummary, StopKey, Timing, TripType } from '@portal/contracts';
import { priceOf, type PriceType } from './sort-itineraries';

export interface JourneyFilter {
  stops: StopKey[];
  departureTimings: Timing[];
  arrivalTimings: Timing[];
}

/** The result filters of spec §5. Empty lists mean "any"; a zero bound means no bound. */
export interface ResultFilters {
  stops: StopKey[];
  /** Timings of the first (outbound) journey. */
  departureTimings: Timing[];
  arrivalTimings: Timing[];
  refundableOnly: boolean;
  airlines: string[];
  alliances: string[];
  /** Minor units of the price type shown. */
  priceMin: number;
  priceMax: number;
  /** Minutes of the whole trip. */
  durationMin: number;
  durationMax: number;
  layoverAirports: string[];
  /** Longest layover, minutes; null while the full range is chosen. */
  layoverDuration: { min: number; max: number } | null;
  arrivalAirports: string[];
  /** Per journey of a return or multi-city trip, by journey index. */
  journeys: JourneyFilter[];
}

export const NoFilters: ResultFilters = {
  stops: [],
  departureTimings: [],
  arrivalTimings: [],
  refundableOnly: false,
  airlines: [],
  alliances: [],
  priceMin: 0,
  priceMax: 0,
  durationMin: 0,
  durationMax: 0,
  layoverAirports: [],
  layoverDuration: null,
  arrivalAirports: [],
  journeys: [],
};

export interface FilterContext {
  priceType: PriceType;
  tripType: TripType;
  /** The layover range over all results: the layover filter applies only when narrowed from it. */
  layoverRange: { min: number; max: number };
}

/** Where a trip lands, for the arrival-airport filter (a return: the outbound destination, as the API counts). */
export function landingAirports(itinerary: ItinerarySummary, tripType: TripType): string[] {
  const journeys = tripType === 'R' ? itinerary.journeys.slice(0, 1) : itinerary.journeys;
  return [...new Set(journeys.map((journey) => journey.destination))];
}

const within = (value: number, min: number, max: number) =>
  (min <= 0 || value >= min) && (max <= 0 || value <= max);
const anyOf = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

function journeyMatches(itinerary: ItinerarySummary, filters: ResultFilters): boolean {
  return filters.journeys.every((filter, index) => {
    const journey = itinerary.journeys[index];
    if (!journey) return true;
    return (
      anyOf(filter.stops, journey.stopKey) &&
      anyOf(filter.departureTimings, journey.departureTiming) &&
      anyOf(filter.arrivalTimings, journey.arrivalTiming)
    );
  });
}

export function matchesFilters(
  itinerary: ItinerarySummary,
  filters: ResultFilters,
  context: FilterContext,
): boolean {
  const outbound = itinerary.journeys[0]!;
  const layover = filters.layoverDuration;
  const layoverNarrowed =
    layover !== null && (layover.min > context.layoverRange.min || layover.max < context.layoverRange.max);
  return (
    anyOf(filters.stops, itinerary.stopKey) &&
    anyOf(filters.departureTimings, outbound.departureTiming) &&
    anyOf(filters.arrivalTimings, outbound.arrivalTiming) &&
    (!filters.refundableOnly || itinerary.refundable) &&
    anyOf(filters.airlines, itinerary.airlineCode) &&
    (filters.alliances.length === 0 ||
      (itinerary.alliance !== null && filters.alliances.includes(itinerary.alliance))) &&
    within(priceOf(itinerary, context.priceType), filters.priceMin, filters.priceMax) &&
    within(itinerary.duration, filters.durationMin, filters.durationMax) &&
    (filters.layoverAirports.length === 0 ||
      itinerary.layoverAirports.some((code) => filters.layoverAirports.includes(code))) &&
    (!layoverNarrowed ||
      (itinerary.layoverDuration >= layover.min && itinerary.layoverDuration <= layover.max)) &&
    (filters.arrivalAirports.length === 0 ||
      landingAirports(itinerary, context.tripType).some((code) => filters.arrivalAirports.includes(code))) &&
    journeyMatches(itinerary, filters)
  );
}

export function filterItineraries(
  itineraries: readonly ItinerarySummary[],
  filters: ResultFilters,
  context: FilterContext,
): ItinerarySummary[] {
  return itineraries.filter((itinerary) => matchesFilters(itinerary, filters, context));
}

/** Whether anything narrows the list (the Reset filters button shows then). */
export function isFiltering(filters: ResultFilters): boolean {
  return (
    filters.stops.length > 0 ||
    filters.departureTimings.length > 0 ||
    filters.arrivalTimings.length > 0 ||
    filters.refundableOnly ||
    filters.airlines.length > 0 ||
    filters.alliances.length > 0 ||
    filters.priceMin > 0 ||
    filters.priceMax > 0 ||
    filters.durationMin > 0 ||
    filters.durationMax > 0 ||
    filters.layoverAirports.length > 0 ||
    filters.layoverDuration !== null ||
    filters.arrivalAirports.length > 0 ||
    filters.journeys.some(
      (journey) =>
        journey.stops.length > 0 || journey.departureTimings.length > 0 || journey.arrivalTimings.length > 0,
    )
  );
}
