import {
  ZTravelClass,
  type FindGroupFareFlightsRequest,
  type FindGroupFareFlightsResponse,
  type GroupFareFlightOption,
} from '@portal/contracts';
import type { FlightSupply, SourceCode, SupplyOffer, SupplyQuery } from '@portal/sandbox-supply';
import type { OfferReference } from '../adapters/flight-booking';
import { badFlight, badTerms, flightGone } from './group-fare-block-errors';
import { baggageText, journeysOf } from './group-fare-journeys';

/** How many options one search answers: the ones with the most seats on the fewest flights come first. */
export const maxGroupFareOptions = 60;

const sources: readonly SourceCode[] = ['GDS', 'NDC', 'LCC'];
const journeyPattern = /^([A-Z]{3})([A-Z]{3})(\d{4}-\d{2}-\d{2})$/;

/**
 * The search as the opaque searchId the options are handed back with, short enough for the request's limit:
 * 'DACJED2027-01-16_JEDDAC2027-01-30_Economy_FZ' (each direction, the cabin, the airline when one was asked).
 */
export function encodeSearchId(query: SupplyQuery): string {
  return [
    ...query.journeys.map((journey) => `${journey.origin}${journey.destination}${journey.date}`),
    query.cabin,
    ...query.preferredAirlines,
  ].join('_');
}

/** The search a searchId stands for, checked on the way back: a client may send anything (400). */
export function decodeSearchId(searchId: string): SupplyQuery {
  const parts = searchId.split('_');
  const journeys: SupplyQuery['journeys'] = [];
  while (parts.length > 0 && journeyPattern.test(parts[0] ?? '')) {
    const [, origin, destination, date] = journeyPattern.exec(parts.shift() ?? '') ?? [];
    if (!origin || !destination || !date || Number.isNaN(Date.parse(date))) throw badFlight();
    journeys.push({ origin, destination, date });
  }
  const cabin = ZTravelClass.safeParse(parts.shift());
  const airline = parts.shift();
  if (
    journeys.length < 1 ||
    journeys.length > 2 ||
    !cabin.success ||
    parts.length > 0 ||
    (airline !== undefined && !/^[A-Z0-9]{2}$/.test(airline))
  ) {
    throw badFlight();
  }
  return {
    journeys,
    tripKind: journeys.length === 2 ? 'Return' : 'OneWay',
    adults: 1,
    childAges: [],
    infants: 0,
    cabin: cabin.data,
    fareType: 'Regular',
    preferredAirlines: airline ? [airline] : [],
  };
}

export function encodeOptionId(source: SourceCode, offerId: string, brandCode: string): string {
  return [source, offerId, brandCode].join('|');
}

function decodeOptionId(optionId: string): { source: SourceCode; offerId: string; brandCode: string } {
  const [source, offerId, brandCode, ...rest] = optionId.split('|');
  if (rest.length > 0 || !source || !offerId || !brandCode || !sources.includes(source as SourceCode)) {
    throw badFlight();
  }
  return { source: source as SourceCode, offerId, brandCode };
}

/**
 * Seats a group booking could take at the brand now: the fewest left in its classes along the trip (the class's
 * seats less what our own bookings sold), not capped at nine as a search's seatsRemaining is.
 */
export function seatsAvailable(supply: FlightSupply, offer: SupplyOffer, brandIndex: number): number {
  const brand = offer.brands[brandIndex];
  if (!brand) return 0;
  let seats = Number.MAX_SAFE_INTEGER;
  offer.journeys.forEach((journey, j) =>
    journey.legs.forEach((leg, l) => {
      seats = Math.min(seats, supply.classSeatsLeft(leg.key, brand.bookingClasses[j]?.[l] ?? ''));
    }),
  );
  return seats === Number.MAX_SAFE_INTEGER ? 0 : seats;
}

function optionOf(
  supply: FlightSupply,
  offer: SupplyOffer,
  brandIndex: number,
  seats: number,
): GroupFareFlightOption {
  const brand = offer.brands[brandIndex]!;
  const adult = brand.prices.find((price) => price.passengerType === 'ADT');
  return {
    optionId: encodeOptionId(offer.source, offer.offerId, brand.brandCode),
    validatingAirline: offer.validatingAirline,
    airlineName: supply.airline(offer.validatingAirline)?.name ?? offer.validatingAirline,
    brandName: brand.name,
    cabin: brand.cabin,
    journeys: journeysOf(offer, brandIndex),
    seatsAvailable: seats,
    publishedAdultFare: { amount: adult?.gross ?? brand.totalGross, currency: supply.currency },
    baggage: baggageText(brand),
  };
}

/**
 * Operators' FindFlights: the sandbox GDS's flights for the trip (every source, one adult, the cabin, the airline if
 * named), each brand with seats left in its classes an option to block seats on. The seat counts include what our
 * own bookings and blocks hold, so an option never promises seats another block took.
 */
export async function findGroupFareFlights(options: {
  supply: FlightSupply;
  request: FindGroupFareFlightsRequest;
  today: string;
}): Promise<FindGroupFareFlightsResponse> {
  const { supply, request } = options;
  if (request.origin === request.destination) {
    throw badTerms('The destination must differ from the origin');
  }
  if (request.departureDate < options.today) {
    throw badTerms('The departure date cannot be in the past');
  }
  if (request.returnDate !== null && request.returnDate < request.departureDate) {
    throw badTerms('The return date cannot be before the departure date');
  }
  const query: SupplyQuery = {
    journeys: [
      { origin: request.origin, destination: request.destination, date: request.departureDate },
      ...(request.returnDate
        ? [{ origin: request.destination, destination: request.origin, date: request.returnDate }]
        : []),
    ],
    tripKind: request.returnDate ? 'Return' : 'OneWay',
    adults: 1,
    childAges: [],
    infants: 0,
    cabin: request.cabin,
    fareType: 'Regular',
    preferredAirlines: request.airline ? [request.airline] : [],
  };
  await supply.refreshInventory();
  const found: { option: GroupFareFlightOption; legs: number; fare: number }[] = [];
  for (const source of sources) {
    for (const offer of supply.search(query, source)) {
      offer.brands.forEach((brand, brandIndex) => {
        if (brand.cabin !== request.cabin) return;
        const seats = seatsAvailable(supply, offer, brandIndex);
        if (seats < 1) return;
        const option = optionOf(supply, offer, brandIndex, seats);
        const legs = offer.journeys.reduce((total, journey) => total + journey.legs.length, 0);
        found.push({ option, legs, fare: option.publishedAdultFare.amount });
      });
    }
  }
  found.sort(
    (a, b) =>
      a.legs - b.legs ||
      b.option.seatsAvailable - a.option.seatsAvailable ||
      a.fare - b.fare ||
      a.option.optionId.localeCompare(b.option.optionId),
  );
  return {
    searchId: encodeSearchId(query),
    options: found.slice(0, maxGroupFareOptions).map((entry) => entry.option),
  };
}

/** The offer an option names, priced now; 400 for ids that were never ours, 404 when the flight no longer sells. */
export async function findGroupFareOption(options: {
  supply: FlightSupply;
  searchId: string;
  optionId: string;
}): Promise<{ reference: OfferReference; offer: SupplyOffer; brandIndex: number }> {
  const query = decodeSearchId(options.searchId);
  const { source, offerId, brandCode } = decodeOptionId(options.optionId);
  await options.supply.refreshInventory();
  const offer = options.supply.findOffer(query, source, offerId);
  if (!offer) throw flightGone();
  const brandIndex = offer.brands.findIndex((brand) => brand.brandCode === brandCode);
  if (brandIndex < 0) throw flightGone();
  return { reference: { query, source, offerId, brandCode }, offer, brandIndex };
}
