import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FlightPaths,
  SearchErrorCode,
  SearchErrorMessage,
  type AirSearchStarted,
  type ErrorBody,
} from '@portal/contracts';
import { authHeaders, poll, startSearch } from './support/flight';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
let offsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
  token = await login(t.app, 'agent@demo.test');
});
afterAll(async () => {
  await t.close();
});

const minutes = (count: number) => count * 60_000;

describe('search expiry', () => {
  it('answers 410 SEARCH_EXPIRED 16 minutes later, and RefreshAirSearch starts it again under a new id', async () => {
    offsetMs = 0;
    const { requestId } = await startSearch(t.app, token);
    expect((await poll(t.app, token, requestId)).status).toBe('Completed');

    offsetMs = minutes(14);
    expect((await poll(t.app, token, requestId)).status).toBe('Completed');

    offsetMs = minutes(16);
    for (const url of [
      FlightPaths.getAirSearch,
      FlightPaths.getAirSearchFilter,
      FlightPaths.getAirSearchMoreCount,
    ]) {
      const expired = await t.app.inject({
        method: 'GET',
        url,
        query: { requestId },
        headers: authHeaders(token),
      });
      expect(expired.statusCode, url).toBe(410);
      expect(expired.json<ErrorBody>().error).toEqual({
        code: SearchErrorCode.SearchExpired,
        message: SearchErrorMessage.searchExpired,
      });
    }

    const refreshed = await t.app.inject({
      method: 'POST',
      url: FlightPaths.refreshAirSearch,
      query: { requestId },
      headers: authHeaders(token),
    });
    expect(refreshed.statusCode).toBe(200);
    const renewed = refreshed.json<AirSearchStarted>();
    expect(renewed.requestId).not.toBe(requestId);
    const results = await poll(t.app, token, renewed.requestId);
    expect(results.status).toBe('Completed');
    expect(results.itineraries.length).toBeGreaterThan(0);
    expect(Date.parse(renewed.expiresAt)).toBe(Date.parse(results.expiresAt));
  });

  it('also restarts a live search with GET, keeping the query', async () => {
    offsetMs = 0;
    const { requestId } = await startSearch(t.app, token);
    const original = await poll(t.app, token, requestId);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: FlightPaths.refreshAirSearch,
      query: { requestId },
      headers: authHeaders(token),
    });
    expect(refreshed.statusCode).toBe(200);
    const again = await poll(t.app, token, refreshed.json<AirSearchStarted>().requestId);
    expect(again.query).toEqual(original.query);
    expect(again.itineraries.map((row) => row.itineraryId)).toEqual(
      original.itineraries.map((row) => row.itineraryId),
    );
  });

  it('forgets a search after a day: an unknown id answers 404', async () => {
    offsetMs = 0;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: FlightPaths.refreshAirSearch,
      query: { requestId: 'never-issued-request-id' },
      headers: authHeaders(token),
    });
    expect(refreshed.statusCode).toBe(404);
    expect(refreshed.json<ErrorBody>().error.code).toBe(SearchErrorCode.SearchNotFound);
  });
});
