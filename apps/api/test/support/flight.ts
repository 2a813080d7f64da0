import type { FastifyInstance } from 'fastify';
import {
  FlightPaths,
  type AirSearchRequestInput,
  type AirSearchResults,
  type AirSearchStarted,
  type FlightLeg,
  type ItinerarySummary,
} from '@portal/contracts';

/** The tenants' local date (Asia/Dhaka) `days` from now, YYYY-MM-DD. */
export function dhakaDate(days: number, from = new Date()): string {
  const shifted = new Date(from.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(shifted);
}

export function searchBody(overrides: Partial<AirSearchRequestInput> = {}): AirSearchRequestInput {
  return {
    tripType: 'O',
    segments: [{ origin: 'DAC', destination: 'DXB', departureDate: dhakaDate(30) }],
    adultCount: 1,
    childCount: 0,
    childAges: [],
    infantCount: 0,
    travelClass: 'Economy',
    ...overrides,
  };
}

export const authHeaders = (token: string, host = 'localhost') => ({
  host,
  authorization: `Bearer ${token}`,
});

export async function startSearch(
  app: FastifyInstance,
  token: string,
  body: AirSearchRequestInput = searchBody(),
  host = 'localhost',
): Promise<AirSearchStarted> {
  const response = await app.inject({
    method: 'POST',
    url: FlightPaths.airSearch,
    headers: authHeaders(token, host),
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`AirSearch failed: ${response.body}`);
  return response.json<AirSearchStarted>();
}

export async function poll(
  app: FastifyInstance,
  token: string,
  requestId: string,
  since = 0,
  host = 'localhost',
): Promise<AirSearchResults> {
  const response = await app.inject({
    method: 'GET',
    url: FlightPaths.getAirSearch,
    query: { requestId, since: String(since) },
    headers: authHeaders(token, host),
  });
  if (response.statusCode !== 200) throw new Error(`GetAirSearch failed: ${response.body}`);
  return response.json<AirSearchResults>();
}

export interface MergedResults {
  last: AirSearchResults;
  itineraries: Map<string, ItinerarySummary>;
  legs: Record<string, FlightLeg>;
  duplicates: Set<string>;
}

/** Polls as the results page does until the search completes, merging by itinerary id and dropping duplicates. */
export async function pollUntilComplete(
  app: FastifyInstance,
  token: string,
  requestId: string,
  host = 'localhost',
): Promise<MergedResults> {
  const itineraries = new Map<string, ItinerarySummary>();
  const legs: Record<string, FlightLeg> = {};
  const duplicates = new Set<string>();
  let cursor = 0;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const last = await poll(app, token, requestId, cursor, host);
    for (const itinerary of last.itineraries) itineraries.set(itinerary.itineraryId, itinerary);
    Object.assign(legs, last.legs);
    for (const id of last.duplicateItineraryIds) {
      duplicates.add(id);
      itineraries.delete(id);
    }
    cursor = last.cursor;
    if (last.status === 'Completed') return { last, itineraries, legs, duplicates };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The search did not complete');
}
