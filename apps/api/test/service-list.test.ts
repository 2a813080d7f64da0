import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingErrorCode, FlightBookingPaths, type SeatMap, type ServiceList } from '@portal/contracts';
import { priceOne } from './support/booking';
import { authHeaders } from './support/flight';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  agent = await login(t.app, 'agent@demo.test');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, query: Record<string, string>, token = agent) =>
  t.app.inject({ method: 'GET', url, query, headers: authHeaders(token) });

describe('the extras of a priced itinerary', () => {
  it('lists baggage, meals and special services per flight, whole and one kind at a time', async () => {
    const priced = await priceOne(t.app, agent, { fareType: 'OnHold' });
    const legKeys = Object.keys(priced.details.legs);
    const whole = await get(FlightBookingPaths.airServiceList, { priceId: priced.priceId });
    expect(whole.statusCode).toBe(200);
    const list = whole.json<ServiceList>();
    expect(list.legs.map((leg) => leg.legKey).sort()).toEqual([...legKeys].sort());
    expect(list.specialServices.length).toBeGreaterThan(0);

    const baggage = await get(FlightBookingPaths.getBaggage, { priceId: priced.priceId });
    expect(baggage.json()).toEqual({
      legs: list.legs.map(({ legKey, origin, destination, baggage: bundles }) => ({
        legKey,
        origin,
        destination,
        baggage: bundles,
      })),
    });
    const meals = await get(FlightBookingPaths.getMeal, { priceId: priced.priceId });
    expect(meals.json()).toEqual({
      legs: list.legs.map(({ legKey, origin, destination, meals: served }) => ({
        legKey,
        origin,
        destination,
        meals: served,
      })),
    });
    const ssr = await get(FlightBookingPaths.getSsr, { priceId: priced.priceId });
    expect(ssr.json()).toEqual({ specialServices: list.specialServices });

    const seats = await get(FlightBookingPaths.getSeat, { priceId: priced.priceId, legKey: legKeys[0]! });
    expect(seats.statusCode).toBe(200);
    const map = seats.json<SeatMap>();
    expect(map.legKey).toBe(legKeys[0]);
    expect(map.cabins[0]!.rows.length).toBeGreaterThan(0);
  });

  it('answers a clear refusal for an unknown price id and for a user who may not book', async () => {
    const unknown = await get(FlightBookingPaths.getBaggage, { priceId: randomUUID() });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(unknown.json().error.code).toBe(BookingErrorCode.PriceNotFound);
    const priced = await priceOne(t.app, agent, { fareType: 'OnHold' });
    const operator = await login(t.app, 'ops@demo.test');
    expect((await get(FlightBookingPaths.getSsr, { priceId: priced.priceId }, operator)).statusCode).toBe(
      403,
    );
    const other = await login(t.app, 'agent@skyway.test', { host: 'skyway.localhost' });
    const foreign = await t.app.inject({
      method: 'GET',
      url: FlightBookingPaths.getMeal,
      query: { priceId: priced.priceId },
      headers: authHeaders(other, 'skyway.localhost'),
    });
    expect(foreign.json().error.code).toBe(BookingErrorCode.PriceNotFound);
  });
});
