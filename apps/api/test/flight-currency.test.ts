import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FlightPaths,
  SearchErrorCode,
  type AirSearchResults,
  type ErrorBody,
  type ItineraryBrands,
  type ItineraryDetails,
} from '@portal/contracts';
import { authHeaders, poll, startSearch } from './support/flight';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
let requestId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, 'agent@demo.test');
  ({ requestId } = await startSearch(t.app, token));
});
afterAll(async () => {
  await t.close();
});

/** The seeded rate: 122.5 BDT a dollar. */
const toCents = (poisha: number) => Math.round(poisha / 122.5);

const get = (url: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, query, headers: authHeaders(token) });

describe('WithCurrency variants', () => {
  it('convert every amount of the results at the stored rate', async () => {
    const inTaka = await poll(t.app, token, requestId);
    const response = await get(FlightPaths.getAirSearchWithCurrency, { requestId, currency: 'USD' });
    expect(response.statusCode).toBe(200);
    const inDollars = response.json<AirSearchResults>();
    expect(inDollars.currency).toBe('USD');
    expect(inDollars.itineraries).toHaveLength(inTaka.itineraries.length);
    inTaka.itineraries.forEach((row, index) => {
      const converted = inDollars.itineraries[index];
      expect(converted?.itineraryId).toBe(row.itineraryId);
      expect(converted?.grossAmount).toEqual({ amount: toCents(row.grossAmount.amount), currency: 'USD' });
      expect(converted?.agentAmount).toEqual({
        amount: toCents(row.agentAmount?.amount ?? 0),
        currency: 'USD',
      });
      expect(converted?.markup).toEqual({ amount: 0, currency: 'USD' });
    });
  });

  it('convert the details and brands of an itinerary', async () => {
    const [first] = (await poll(t.app, token, requestId)).itineraries;
    const query = { requestId, itineraryId: first?.itineraryId ?? '', currency: 'USD' };
    const details = (
      await get(FlightPaths.getAirSearchItineraryWithCurrency, query)
    ).json<ItineraryDetails>();
    expect(details.itinerary.grossAmount).toEqual({
      amount: toCents(first?.grossAmount.amount ?? 0),
      currency: 'USD',
    });
    const amounts = JSON.stringify(details).match(/"currency":"[A-Z]{3}"/g) ?? [];
    expect(new Set(amounts)).toEqual(new Set(['"currency":"USD"']));
    const brands = (await get(FlightPaths.itineraryBrandDetailsWithCurrency, query)).json<ItineraryBrands>();
    expect(brands.brands.every((brand) => brand.grossAmount.currency === 'USD')).toBe(true);
  });

  it('answer 400 UNKNOWN_CURRENCY for a currency without a rate', async () => {
    const response = await get(FlightPaths.getAirSearchWithCurrency, { requestId, currency: 'XYZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe(SearchErrorCode.UnknownCurrency);
  });
});
