import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FlightPaths, type ItineraryDetails, type ItinerarySummary } from '@portal/contracts';
import type { SourceCode, SupplyOffer, SupplyQuery } from '@portal/sandbox-supply';
import type { CreatePnrRequest, SupplierExtra, SupplierPassenger } from '../../src/adapters/flight-booking';
import { authHeaders, dhakaDate, poll, searchBody, startSearch } from './flight';

/** A one-way economy query as the search API makes it for `adults` adults (and infants). */
export function oneWay(
  date: string,
  adults = 1,
  infants = 0,
  route: [string, string] = ['DAC', 'DXB'],
): SupplyQuery {
  return {
    journeys: [{ origin: route[0], destination: route[1], date }],
    tripKind: 'OneWay',
    adults,
    childAges: [],
    infants,
    cabin: 'Economy',
    fareType: 'Regular',
    preferredAirlines: [],
  };
}

export const legOf = (offer: SupplyOffer) => offer.journeys[0]!.legs[0]!;
export const classOf = (offer: SupplyOffer, brandIndex = 0) =>
  offer.brands[brandIndex]!.bookingClasses[0]![0]!;

/**
 * A direct flight whose cheapest class has between `min` and `max` seats for sale, looked for over the coming
 * weeks (loads differ flight by flight, so some cheap class is always nearly sold).
 */
export async function directFlightWithSeats(
  app: FastifyInstance,
  options: {
    min: number;
    max: number;
    source?: SourceCode;
    fareKind?: SupplyOffer['fareKind'];
    /**
     * The itinerary ids an agent's search shows on a day: when given, only an offer shown there is taken (the
     * results keep one of the same flights sold by two sources, and group fares under one row).
     */
    shownOn?: (date: string) => Promise<ReadonlySet<string>>;
  },
): Promise<{ date: string; offer: SupplyOffer; seats: number }> {
  // Seats earlier tests booked count: search as the API does, after bringing the inventory up to date.
  await app.supply.refreshInventory();
  for (let days = 20; days < 60; days++) {
    const date = dhakaDate(days);
    const shown = options.shownOn ? await options.shownOn(date) : null;
    for (const offer of app.supply.search(oneWay(date), options.source ?? 'GDS')) {
      if (offer.journeys[0]!.legs.length !== 1) continue;
      if (options.fareKind && offer.fareKind !== options.fareKind) continue;
      if (shown && !shown.has(offer.offerId)) continue;
      const seats = app.supply.classSeats(legOf(offer).key, classOf(offer));
      if (seats >= options.min && seats <= options.max && offer.brands[0]!.seatsRemaining === seats) {
        return { date, offer, seats };
      }
    }
  }
  throw new Error('no direct flight with such seats');
}

/** The same flights searched for another number of passengers (offer ids include the passenger mix). */
export function sameFlights(
  app: FastifyInstance,
  query: SupplyQuery,
  offer: SupplyOffer,
): SupplyOffer | undefined {
  return app.supply
    .search(query, offer.source)
    .find(
      (candidate) =>
        candidate.journeys[0]!.legs.map((leg) => leg.key).join() ===
        offer.journeys[0]!.legs.map((leg) => leg.key).join(),
    );
}

/** Adults then infants, infant n on adult n's lap. */
export function travellers(adults: number, lastName = 'Rahman', infants = 0): SupplierPassenger[] {
  const list: SupplierPassenger[] = [];
  for (let index = 1; index <= adults + infants; index++) {
    const infant = index > adults;
    list.push({
      index,
      type: infant ? 'INF' : 'ADT',
      title: infant ? 'Mstr' : 'Mr',
      firstName: `Traveller${String.fromCharCode(64 + index)}`,
      lastName,
      dateOfBirth: infant ? '2025-09-01' : '1990-03-15',
      gender: 'Male',
      nationality: 'BD',
      passportNumber: null,
      passportExpiry: null,
      travellingWith: infant ? index - adults : null,
    });
  }
  return list;
}

export function pnrRequest(
  agency: { tenantId: string; agencyId: string },
  query: SupplyQuery,
  offer: SupplyOffer,
  passengers: SupplierPassenger[],
  options: { extras?: SupplierExtra[]; now?: Date; brandIndex?: number } = {},
): CreatePnrRequest {
  const brandIndex = options.brandIndex ?? 0;
  return {
    query,
    source: offer.source,
    offerId: offer.offerId,
    brandCode: offer.brands[brandIndex]!.brandCode,
    offer,
    brandIndex,
    passengers,
    extras: options.extras ?? [],
    contact: { email: 'desk@gds.test', phone: '+8801711000000' },
    clientReference: `ORD-${randomUUID()}`,
    tenantId: agency.tenantId,
    agencyId: agency.agencyId,
    now: options.now ?? new Date(),
  };
}

/** The itinerary a fresh search through the API shows for an offer, or null when it is no longer offered. */
export async function searchedItinerary(
  app: FastifyInstance,
  token: string,
  query: SupplyQuery,
  offerId: string,
): Promise<ItinerarySummary | null> {
  const journey = query.journeys[0]!;
  const { requestId } = await startSearch(
    app,
    token,
    searchBody({
      segments: [{ origin: journey.origin, destination: journey.destination, departureDate: journey.date }],
      adultCount: query.adults,
      infantCount: query.infants,
    }),
  );
  await poll(app, token, requestId);
  const response = await app.inject({
    method: 'GET',
    url: FlightPaths.getAirSearchItinerary,
    query: { requestId, itineraryId: offerId },
    headers: authHeaders(token),
  });
  return response.statusCode === 200 ? response.json<ItineraryDetails>().itinerary : null;
}
