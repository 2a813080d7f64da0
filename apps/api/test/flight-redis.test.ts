import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightPaths, type ItineraryDetails } from '@portal/contracts';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/env';
import { authHeaders, poll, pollUntilComplete, startSearch } from './support/flight';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

/** A Redis the test may use; CI starts a throwaway one. Nothing else in the test run reads it. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two API processes sharing one search through Redis', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let scratch: string;
  let token: string;

  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL: redisUrl ?? '' } });
    scratch = await mkdtemp(path.join(tmpdir(), 'portal-api-test-'));
    // A second server on the same database and the same Redis, as behind a load balancer.
    second = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: scratch,
        WEB_DIST_DIR: path.join(scratch, 'no-web-build'),
        SUPPLY_LATENCY: 'zero',
        REDIS_URL: redisUrl,
      }),
      db: first.db,
    });
    await second.ready();
    token = await login(first.app, 'agent@demo.test');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('uses the Redis cache in both', () => {
    expect(first.app.cache.kind).toBe('redis');
    expect(second.cache.kind).toBe('redis');
  });

  it('serves a search started on one from the other, with the same results and details', async () => {
    const { requestId } = await startSearch(first.app, token);
    const onSecond = await pollUntilComplete(second, token, requestId);
    const onFirst = await poll(first.app, token, requestId);
    expect(onSecond.itineraries.size).toBeGreaterThan(0);
    expect([...onSecond.itineraries.keys()]).toEqual(onFirst.itineraries.map((row) => row.itineraryId));
    expect(onSecond.last.moreCount).toBe(onFirst.moreCount);

    const [chosen] = onFirst.itineraries;
    const query = { requestId, itineraryId: chosen?.itineraryId ?? '' };
    const details = await Promise.all(
      [first.app, second].map((app) =>
        app.inject({
          method: 'GET',
          url: FlightPaths.getAirSearchItinerary,
          query,
          headers: authHeaders(token),
        }),
      ),
    );
    expect(details.map((response) => response.statusCode)).toEqual([200, 200]);
    const [a, b] = details.map((response) => response.json<ItineraryDetails>());
    expect({ ...b, holdUntil: null }).toEqual({ ...a, holdUntil: null });
    expect(a?.itinerary).toEqual(chosen);
  });

  it('keeps one answer when both compute a new search at the same moment', async () => {
    const { requestId } = await startSearch(second, token);
    const [x, y] = await Promise.all([poll(first.app, token, requestId), poll(second, token, requestId)]);
    expect(x.itineraries.map((row) => row.itineraryId)).toEqual(y.itineraries.map((row) => row.itineraryId));
  });
});
