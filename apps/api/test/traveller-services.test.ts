import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FlightBookingPaths,
  OrderPaths,
  type OrderAnswer,
  type ServiceHistory,
  type ServiceList,
  type TravellerServices,
} from '@portal/contracts';
import { book, post, priceOne, travellersFor } from './support/booking';
import { authHeaders } from './support/flight';
import { buildAgencyWithOwner } from './support/money';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let agent: string;
let clockAhead = 0;
beforeAll(async () => {
  t = await createTestApp({
    env: { API_RATE_LIMIT_PER_MINUTE: '100000000' },
    now: () => new Date(Date.now() + clockAhead),
  });
  agent = await login(t.app, 'agent@demo.test');
});
afterAll(async () => {
  await t.close();
});

const services = async (orderReference: string, token = agent) =>
  post(t.app, token, OrderPaths.getUpdatedTravelerSsrStatus, { orderReference });
const history = (orderReference: string, token = agent) =>
  post(t.app, token, OrderPaths.airSsrHistory, { orderReference });

describe('the travellers’ services as the airline confirms them', () => {
  it('confirms a meal and a wheelchair at once, a medical case after the airline’s desk, and drops all on cancel', async () => {
    const priced = await priceOne(t.app, agent, { fareType: 'OnHold' });
    const list = (
      await t.app.inject({
        method: 'GET',
        url: FlightBookingPaths.airServiceList,
        query: { priceId: priced.priceId },
        headers: authHeaders(agent),
      })
    ).json<ServiceList>();
    const leg = list.legs.find((candidate) => candidate.meals.length > 0) ?? list.legs[0]!;
    const meal = leg.meals[0]?.code ?? null;
    const passengers = travellersFor(priced);
    passengers[0] = {
      ...passengers[0]!,
      extras: [{ legKey: leg.legKey, mealCode: meal, ssrCodes: ['WCHR', 'MEDA'] }],
    };
    const booked = await book(t.app, agent, priced, { passengers });
    expect(booked.statusCode).toBe(200);
    const order = booked.json<OrderAnswer>().order;
    const route = `${leg.origin}-${leg.destination}`;

    const now = (await services(order.orderReference)).json<TravellerServices>();
    const first = now.passengers[0]!;
    expect(first.name).toBe(`${passengers[0]!.title} ${passengers[0]!.firstName} ${passengers[0]!.lastName}`);
    const statusOf = (list: TravellerServices, code: string) =>
      list.passengers[0]!.services.find((service) => service.code === code)?.status;
    expect(first.services.find((service) => service.code === 'WCHR')).toMatchObject({
      kind: 'SSR',
      route,
      status: 'Confirmed',
    });
    expect(statusOf(now, 'MEDA')).toBe('Requested');
    if (meal) expect(statusOf(now, meal)).toBe('Confirmed');
    expect(now.passengers.slice(1).every((pax) => pax.services.length === 0)).toBe(true);

    // The airline's desk confirms the medical case half an hour after booking.
    clockAhead = 31 * 60_000;
    try {
      expect(statusOf((await services(order.orderReference)).json<TravellerServices>(), 'MEDA')).toBe(
        'Confirmed',
      );
      const cancelled = await post(t.app, agent, FlightBookingPaths.airCancel, {
        orderReference: order.orderReference,
      });
      expect(cancelled.statusCode).toBe(200);
    } finally {
      clockAhead = 0;
    }
    const after = (await services(order.orderReference)).json<TravellerServices>();
    expect(after.passengers[0]!.services.every((service) => service.status === 'Cancelled')).toBe(true);

    const entries = (await history(order.orderReference)).json<ServiceHistory>().entries;
    expect(entries.filter((entry) => entry.code === 'MEDA').map((entry) => entry.status)).toEqual([
      'Requested',
      'Confirmed',
      'Cancelled',
    ]);
    expect(entries.filter((entry) => entry.code === 'WCHR').map((entry) => entry.status)).toEqual([
      'Requested',
      'Confirmed',
      'Cancelled',
    ]);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps the history to those allowed to see it, and another agency’s order to itself', async () => {
    const priced = await priceOne(t.app, agent, { fareType: 'OnHold' });
    const order = (await book(t.app, agent, priced)).json<OrderAnswer>().order;
    const staff = await login(t.app, 'staff@demo.test');
    expect((await services(order.orderReference, staff)).statusCode).toBe(200);
    expect((await history(order.orderReference, staff)).statusCode).toBe(403);
    const other = await buildAgencyWithOwner(t.db, t.app, 'Other Desk Travels');
    expect((await services(order.orderReference, other.token)).statusCode).toBe(404);
    expect((await history(order.orderReference, other.token)).statusCode).toBe(404);
  });
});
