import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FlightPaths,
  SearchErrorCode,
  type AirRuleResponse,
  type AirSearchFilter,
  type AirSearchMore,
  type ErrorBody,
  type ItineraryBrands,
  type ItineraryDetails,
  type ItinerarySummary,
  type MoreCombinations,
} from '@portal/contracts';
import { authHeaders, dhakaDate, poll, pollUntilComplete, searchBody, startSearch } from './support/flight';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let owner: string;
let staff: string;
let skyway: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, 'agent@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  skyway = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
});
afterAll(async () => {
  await t.close();
});

const get = <T>(url: string, query: Record<string, string>, token = owner, host = 'localhost') =>
  t.app
    .inject({ method: 'GET', url, query, headers: authHeaders(token, host) })
    .then((response) => ({ status: response.statusCode, body: response.json<T>() }));

const legKeysOf = (itinerary: ItinerarySummary) => itinerary.journeys.flatMap((journey) => journey.legKeys);
const flightsOf = (itinerary: ItinerarySummary) =>
  `${itinerary.cabin}|${itinerary.journeys.map((journey) => journey.legKeys.join(',')).join('/')}`;

describe('a one-way search (DAC to DXB)', () => {
  let requestId: string;
  beforeAll(async () => {
    ({ requestId } = await startSearch(t.app, owner));
  });

  it('answers a request id at once, expiring in 15 minutes', async () => {
    const started = await startSearch(t.app, owner);
    expect(started.requestId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const minutes = (Date.parse(started.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('completes on the first poll when sources answer at once, cheapest first, each leg sent once', async () => {
    const results = await poll(t.app, owner, requestId);
    expect(results).toMatchObject({
      requestId,
      status: 'Completed',
      pendingSourceCount: 0,
      currency: 'BDT',
      visibility: { showCommission: true, showMarkup: true, showSource: true },
    });
    expect(results.cursor).toBe(t.app.supply.sources.length);
    expect(results.query.segments[0]).toMatchObject({ origin: 'DAC', destination: 'DXB' });
    expect(results.itineraries.length).toBeGreaterThan(10);
    expect(results.itineraries.length).toBeLessThanOrEqual(500);
    const amounts = results.itineraries.map((itinerary) => itinerary.grossAmount.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const referenced = new Set(results.itineraries.flatMap(legKeysOf));
    expect(new Set(Object.keys(results.legs))).toEqual(referenced);
    for (const itinerary of results.itineraries) {
      expect(itinerary.journeys[0]).toMatchObject({ origin: 'DAC', destination: 'DXB' });
      expect(itinerary.kind).toBe('Standard');
      expect(itinerary.agentAmount?.amount).toBeGreaterThan(0);
      expect(itinerary.commission?.amount).toBeGreaterThanOrEqual(0);
      expect(itinerary.commission?.amount).toBeLessThan(itinerary.grossAmount.amount);
      // The agent price is explained: gross, less commission, plus AIT and taxes.
      expect(itinerary.ait?.amount).toBeGreaterThanOrEqual(0);
      expect(itinerary.agentAmount?.amount).toBe(
        itinerary.grossAmount.amount - (itinerary.commission?.amount ?? NaN) + (itinerary.ait?.amount ?? NaN),
      );
      expect(itinerary.markup).toEqual({ amount: 0, currency: 'BDT' });
      expect(itinerary.source).not.toBeNull();
    }
  });

  it('sends nothing new to a poll from the last cursor once the search completed', async () => {
    const first = await poll(t.app, owner, requestId);
    const count = await get<{ moreCount: number }>(FlightPaths.getAirSearchMoreCount, { requestId });
    expect(count.body).toEqual({ moreCount: first.moreCount });
    const again = await poll(t.app, owner, requestId, first.cursor);
    expect(again).toMatchObject({ status: 'Completed', cursor: first.cursor, moreCount: first.moreCount });
    expect(again.itineraries).toEqual([]);
    expect(again.duplicateItineraryIds).toEqual([]);
    expect(again.legs).toEqual({});
  });

  it('sends a browser the results compressed in one piece, with their length, decoding to the same answer', async () => {
    const plain = await poll(t.app, owner, requestId);
    const compressed = await t.app.inject({
      method: 'GET',
      url: FlightPaths.getAirSearch,
      query: { requestId, since: '0' },
      headers: { ...authHeaders(owner), 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain);
  });

  it('drops the dearer copy of the same flights from another source, listing its id as a duplicate', async () => {
    const merged = await pollUntilComplete(t.app, owner, requestId);
    expect(merged.duplicates.size).toBeGreaterThan(0);
    const more = await get<AirSearchMore>(FlightPaths.getAirSearchMore, { requestId, limit: '1000' });
    const all = [...merged.itineraries.values(), ...more.body.itineraries];
    const cheapestByFlights = new Map(all.map((itinerary) => [flightsOf(itinerary), itinerary]));
    for (const id of [...merged.duplicates].slice(0, 20)) {
      expect(merged.itineraries.has(id)).toBe(false);
      const details = await get<ItineraryDetails>(FlightPaths.getAirSearchItinerary, {
        requestId,
        itineraryId: id,
      });
      expect(details.status).toBe(200);
      const kept = cheapestByFlights.get(flightsOf(details.body.itinerary));
      expect(kept, `a kept copy of ${id}`).toBeDefined();
      expect(kept?.itineraryId).not.toBe(id);
      expect(kept?.grossAmount.amount).toBeLessThanOrEqual(details.body.itinerary.grossAmount.amount);
      expect(kept?.source?.code).not.toBe(details.body.itinerary.source?.code);
    }
  });

  it('groups the same fare on other flights of the airline as more combinations', async () => {
    const results = await poll(t.app, owner, requestId);
    const grouped = results.itineraries.find((itinerary) => itinerary.moreCombinationCount > 0);
    expect(grouped).toBeDefined();
    if (!grouped) return;
    const more = await get<MoreCombinations>(FlightPaths.itineraryMoreCombinations, {
      requestId,
      itineraryId: grouped.itineraryId,
    });
    expect(more.status).toBe(200);
    expect(more.body.itineraries).toHaveLength(grouped.moreCombinationCount);
    const shown = new Set(results.itineraries.map((itinerary) => itinerary.itineraryId));
    for (const other of more.body.itineraries) {
      expect(other).toMatchObject({ airlineCode: grouped.airlineCode, grossAmount: grouped.grossAmount });
      expect(other.journeys.map((journey) => journey.stopKey)).toEqual(
        grouped.journeys.map((journey) => journey.stopKey),
      );
      expect(Date.parse(other.journeys[0]?.departure ?? '')).toBeGreaterThanOrEqual(
        Date.parse(grouped.journeys[0]?.departure ?? ''),
      );
      expect(shown.has(other.itineraryId)).toBe(false);
      for (const key of legKeysOf(other)) expect(more.body.legs[key]).toBeDefined();
    }
  });

  it('answers the details, brands and fare rules of an itinerary', async () => {
    const [first] = (await poll(t.app, owner, requestId)).itineraries;
    if (!first) throw new Error('no results');
    const query = { requestId, itineraryId: first.itineraryId };
    const details = await get<ItineraryDetails>(FlightPaths.getAirSearchItinerary, query);
    expect(details.status).toBe(200);
    expect(details.body.itinerary).toEqual(first);
    for (const key of legKeysOf(first)) expect(details.body.legs[key]?.key).toBe(key);
    const adult = details.body.fareBreakdown.find((fare) => fare.passengerType === 'ADT');
    expect(adult?.totalGross.amount).toBe(first.grossAmount.amount);
    expect(details.body.baggage.length).toBe(legKeysOf(first).length);
    expect(details.body.cancellation.length).toBeGreaterThan(0);

    const brands = await get<ItineraryBrands>(FlightPaths.itineraryBrandDetails, query);
    expect(brands.status).toBe(200);
    expect(brands.body.brands).toHaveLength(first.brandCount);
    expect(brands.body.brands[0]).toMatchObject({
      itineraryId: first.itineraryId,
      grossAmount: first.grossAmount,
    });
    const prices = brands.body.brands.map((brand) => brand.grossAmount.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dearer = brands.body.brands[1];
    if (dearer) {
      const chosen = await get<ItineraryDetails>(FlightPaths.getAirSearchItinerary, {
        requestId,
        itineraryId: dearer.itineraryId,
      });
      expect(chosen.status).toBe(200);
      expect(chosen.body.itinerary).toMatchObject({
        productClass: dearer.name,
        grossAmount: dearer.grossAmount,
      });
    }

    const rule = await t.app.inject({
      method: 'POST',
      url: FlightPaths.airRule,
      headers: authHeaders(owner),
      payload: query,
    });
    expect(rule.statusCode).toBe(200);
    const rules = rule.json<AirRuleResponse>().rules;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ origin: 'DAC', destination: 'DXB' });
    expect(rules[0]?.sections.length).toBeGreaterThan(0);
  });

  it('answers the filter options over everything found', async () => {
    const merged = await pollUntilComplete(t.app, owner, requestId);
    const more = await get<AirSearchMore>(FlightPaths.getAirSearchMore, { requestId, limit: '1000' });
    const all = [...merged.itineraries.values(), ...more.body.itineraries];
    const filter = await get<AirSearchFilter>(FlightPaths.getAirSearchFilter, { requestId });
    expect(filter.status).toBe(200);
    const counted = filter.body.stops.reduce((total, stop) => total + stop.count, 0);
    expect(counted).toBe(all.length);
    expect(filter.body.price.min).toBe(Math.min(...all.map((itinerary) => itinerary.grossAmount.amount)));
    expect(filter.body.price.max).toBe(Math.max(...all.map((itinerary) => itinerary.grossAmount.amount)));
    expect(filter.body.airlines.map((airline) => airline.code)).toContain(all[0]?.airlineCode);
    expect(filter.body.journeys).toHaveLength(1);
    expect(filter.body.journeys[0]).toMatchObject({ origin: 'DAC', destination: 'DXB' });
    expect(filter.body.arrivalAirports.map((airport) => airport.code)).toEqual(['DXB']);
  });

  it('hides agent amount, commission, markup and source from staff without those permissions', async () => {
    const { requestId: staffSearch } = await startSearch(t.app, staff);
    const results = await poll(t.app, staff, staffSearch);
    expect(results.visibility).toEqual({ showCommission: false, showMarkup: false, showSource: false });
    expect(results.itineraries.length).toBeGreaterThan(0);
    for (const itinerary of results.itineraries) {
      expect(itinerary).toMatchObject({
        agentAmount: null,
        commission: null,
        ait: null,
        markup: null,
        source: null,
      });
    }
    const [first] = results.itineraries;
    const details = await get<ItineraryDetails>(
      FlightPaths.getAirSearchItinerary,
      { requestId: staffSearch, itineraryId: first?.itineraryId ?? '' },
      staff,
    );
    expect(details.body.itinerary.agentAmount).toBeNull();
    expect(details.body.fareBreakdown.every((fare) => fare.totalAgent === null)).toBe(true);
    const brands = await get<ItineraryBrands>(
      FlightPaths.itineraryBrandDetails,
      { requestId: staffSearch, itineraryId: first?.itineraryId ?? '' },
      staff,
    );
    expect(
      brands.body.brands.every(
        (brand) => brand.agentAmount === null && brand.commission === null && brand.ait === null,
      ),
    ).toBe(true);
  });

  it('answers 404 to another tenant’s user and for an unknown request id', async () => {
    const foreign = await get<ErrorBody>(FlightPaths.getAirSearch, { requestId }, skyway, hosts.skyway);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe(SearchErrorCode.SearchNotFound);
    const unknown = await get<ErrorBody>(FlightPaths.getAirSearch, { requestId: 'no-such-search-id' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe(SearchErrorCode.SearchNotFound);
    const details = await get<ErrorBody>(FlightPaths.getAirSearchItinerary, {
      requestId,
      itineraryId: 'no-such-itinerary',
    });
    expect(details.status).toBe(404);
    expect(details.body.error.code).toBe(SearchErrorCode.ItineraryNotFound);
  });

  it('refuses a search without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: FlightPaths.airSearch,
      payload: searchBody(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('other trips', () => {
  it('a domestic return (DAC to CXB) lists round trips and each direction on its own', async () => {
    const { requestId } = await startSearch(
      t.app,
      owner,
      searchBody({
        tripType: 'R',
        segments: [{ origin: 'DAC', destination: 'CXB', departureDate: dhakaDate(20) }],
        returnDate: dhakaDate(24),
      }),
    );
    const { itineraries } = await pollUntilComplete(t.app, owner, requestId);
    const byKind = (kind: ItinerarySummary['kind']) =>
      [...itineraries.values()].filter((row) => row.kind === kind);
    const roundTrips = [...byKind('Standard'), ...byKind('SpecialReturn')];
    expect(roundTrips.length).toBeGreaterThan(0);
    for (const trip of roundTrips) {
      expect(trip.journeys.map((journey) => [journey.origin, journey.destination])).toEqual([
        ['DAC', 'CXB'],
        ['CXB', 'DAC'],
      ]);
    }
    expect(byKind('TwoOneWayOut').length).toBeGreaterThan(0);
    expect(byKind('TwoOneWayBack').length).toBeGreaterThan(0);
    expect(
      byKind('TwoOneWayOut').every((row) => row.journeys.length === 1 && row.journeys[0]?.origin === 'DAC'),
    ).toBe(true);
    expect(byKind('TwoOneWayBack').every((row) => row.journeys[0]?.origin === 'CXB')).toBe(true);
    const filter = await get<AirSearchFilter>(FlightPaths.getAirSearchFilter, { requestId });
    expect(filter.body.journeys.map((journey) => journey.origin)).toEqual(['DAC', 'CXB']);
  });

  it('an international return has no two-one-way halves', async () => {
    const { requestId } = await startSearch(
      t.app,
      owner,
      searchBody({
        tripType: 'R',
        segments: [{ origin: 'DAC', destination: 'BKK', departureDate: dhakaDate(20) }],
        returnDate: dhakaDate(27),
      }),
    );
    const { itineraries } = await pollUntilComplete(t.app, owner, requestId);
    expect(itineraries.size).toBeGreaterThan(0);
    expect(
      [...itineraries.values()].every(
        (row) => row.journeys.length === 2 && !row.kind.startsWith('TwoOneWay'),
      ),
    ).toBe(true);
  });

  it('a three-city trip has one journey per flight searched', async () => {
    const { requestId } = await startSearch(
      t.app,
      owner,
      searchBody({
        tripType: 'M',
        segments: [
          { origin: 'DAC', destination: 'DXB', departureDate: dhakaDate(20) },
          { origin: 'DXB', destination: 'LHR', departureDate: dhakaDate(23) },
          { origin: 'LHR', destination: 'DAC', departureDate: dhakaDate(30) },
        ],
      }),
    );
    const { itineraries } = await pollUntilComplete(t.app, owner, requestId);
    expect(itineraries.size).toBeGreaterThan(0);
    for (const row of itineraries.values()) {
      expect(row.journeys.map((journey) => journey.origin)).toEqual(['DAC', 'DXB', 'LHR']);
    }
  });
});
