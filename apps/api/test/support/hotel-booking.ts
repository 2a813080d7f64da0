import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  HotelOperatorPaths,
  HotelPaths,
  IdempotencyHeader,
  type HotelBookRequestInput,
  type HotelBooked,
  type HotelBooking,
  type HotelCancellationQuote,
  type HotelDetails,
  type HotelRate,
  type HotelRateCheck,
  type HotelRateKey,
  type HotelSearchRequestInput,
} from '@portal/contracts';
import type { BedBankHotel, BedBankRatePlan } from '@portal/sandbox-supply';
import { afterSalesClock, type AfterSalesClock } from './after-sales';
import { authHeaders, dhakaDate } from './flight';
import { pollHotels, startHotelSearch } from './hotel';
import { expectLedgerBalanced } from './ledger-audit';
import { buildFundedAgency } from './money';
import { login } from './requests';
import { createTestApp, type TestApp } from './test-app';

export interface HotelSuite {
  t: TestApp;
  app: FastifyInstance;
  operator: string;
  clock: AfterSalesClock;
  /** An agency of its own, funded (BDT 50 lakh unless told), with its owner signed in. */
  fundedAgency: (name: string, amount?: number) => Promise<{ agencyId: string; token: string }>;
}

/**
 * One test app for a file, on a movable business clock, with an operator signed in; after every test the clock is
 * put back and the ledger audit must hold.
 */
export function useHotelApp(): HotelSuite {
  const clock = afterSalesClock();
  const suite = { clock } as HotelSuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ now: clock.now, env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
    suite.app = suite.t.app;
    suite.operator = await login(suite.app, 'ops@demo.test');
    suite.fundedAgency = (name, amount = 5_000_000_00) =>
      buildFundedAgency(suite.app, suite.t.db, { operatorToken: suite.operator, name, amount });
  }, 180_000);
  afterEach(async () => {
    clock.reset();
    await expectLedgerBalanced(suite.app, suite.operator);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
}

/** A hotel of the sandbox bed bank with a rate plan the test needs (the catalogue is pure: the same every run). */
export function hotelWithPlan(
  app: FastifyInstance,
  wanted: (plan: BedBankRatePlan, hotel: BedBankHotel) => boolean,
  options: { cityCode?: string; skip?: number } = {},
): { hotel: BedBankHotel; plan: BedBankRatePlan } {
  const { catalogue } = app.hotelSupplier;
  let skip = options.skip ?? 0;
  for (const hotel of catalogue.hotelsOfCity(options.cityCode ?? 'DXB')) {
    for (const plan of catalogue.ratePlans(hotel.id)) {
      if (!wanted(plan, hotel)) continue;
      if (skip-- > 0) continue;
      return { hotel, plan };
    }
  }
  throw new Error('no hotel of the city has such a rate plan');
}

/** The plans the tests book: refundable and confirmed at once, holdable, on request, non-refundable, moving. */
export const Plans = {
  refundable: (plan: BedBankRatePlan) =>
    plan.refundable && !plan.onRequest && plan.priceCheck === 'Stable' && plan.cancellation !== null,
  holdable: (plan: BedBankRatePlan) => plan.holdable && !plan.onRequest && plan.priceCheck === 'Stable',
  onRequest: (plan: BedBankRatePlan) => plan.onRequest && plan.priceCheck === 'Stable',
  nonRefundable: (plan: BedBankRatePlan) =>
    !plan.refundable && !plan.onRequest && plan.priceCheck === 'Stable',
  priceMoves: (plan: BedBankRatePlan) => plan.priceCheck === 'PriceMoves' && !plan.onRequest,
} as const;

/** One room for one adult, `nights` nights from `days` days ahead, at one hotel. */
export function stayAt(
  hotelId: string,
  options: { days?: number; nights?: number; rooms?: number } = {},
): HotelSearchRequestInput {
  const days = options.days ?? 30;
  return {
    destination: { type: 'Hotel', id: hotelId },
    checkIn: dhakaDate(days),
    checkOut: dhakaDate(days + (options.nights ?? 2)),
    rooms: Array.from({ length: options.rooms ?? 1 }, () => ({ adults: 1, children: 0, childAges: [] })),
  };
}

/** Searches the stay to the end and reads the hotel's rooms and rates. */
export async function searchDetails(
  app: FastifyInstance,
  token: string,
  body: HotelSearchRequestInput,
): Promise<HotelDetails> {
  const { requestId } = await startHotelSearch(app, token, body);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const results = await pollHotels(app, token, requestId);
    if (results.status === 'Completed') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const response = await app.inject({
    method: 'GET',
    url: HotelPaths.hotelDetails,
    query: { requestId, hotelGuid: body.destination.id },
    headers: authHeaders(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HotelDetails>();
}

/** The rate of a plan in a hotel's details, and the key that names it for the booking calls. */
export function rateOf(details: HotelDetails, rateCode: string): { key: HotelRateKey; rate: HotelRate } {
  for (const room of details.rooms) {
    const rate = room.rates.find((one) => one.roomRateGuid === rateCode);
    if (rate) {
      return {
        key: {
          requestId: details.requestId,
          hotelGuid: details.hotel.hotelGuid,
          roomGuid: room.roomGuid,
          roomRateGuid: rate.roomRateGuid,
        },
        rate,
      };
    }
  }
  throw new Error(`rate ${rateCode} is not offered for the stay`);
}

export function post(app: FastifyInstance, token: string, url: string, payload: object, key?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(token), ...(key ? { [IdempotencyHeader]: key } : {}) },
    payload,
  });
}

export function get(app: FastifyInstance, token: string, url: string, query: Record<string, string>) {
  return app.inject({ method: 'GET', url, query, headers: authHeaders(token) });
}

export async function checkRate(
  app: FastifyInstance,
  token: string,
  key: HotelRateKey,
): Promise<HotelRateCheck> {
  const response = await post(app, token, HotelPaths.checkRate, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HotelRateCheck>();
}

const given = ['Karim', 'Nadia', 'Tanvir', 'Sadia', 'Imran', 'Farhana', 'Rafiq', 'Mitu'];

/** A Book body for a check: one lead guest per room of its stay. */
export function bookBody(
  check: HotelRateCheck,
  options: { payment?: 'Wallet' | 'Hold'; acceptChange?: boolean; surname?: string } = {},
): HotelBookRequestInput {
  return {
    checkId: check.checkId,
    acceptChange: options.acceptChange ?? check.outcome !== 'Unchanged',
    payment: options.payment ?? 'Wallet',
    rooms: check.stay.rooms.map((_, index) => ({
      leadGuest: {
        title: index % 2 ? 'Mrs' : 'Mr',
        firstName: given[index] ?? 'Guest',
        lastName: options.surname ?? 'Rahman',
      },
      specialRequest: index === 0 ? 'High floor, away from the lift' : undefined,
    })),
  };
}

export function book(app: FastifyInstance, token: string, body: HotelBookRequestInput, key = randomUUID()) {
  return post(app, token, HotelPaths.book, body, key);
}

type StayOptions = { days?: number; nights?: number; rooms?: number };

export interface OfferedRate {
  hotel: BedBankHotel;
  plan: BedBankRatePlan;
  details: HotelDetails;
  key: HotelRateKey;
  rate: HotelRate;
}

/**
 * The first hotel (from the `skip`-th on) with a plan the test wants that the bed bank offers for the stay (a room
 * may be full, or not fit the guests): searched by the caller, with the rate and the key naming it.
 */
export async function offeredRate(
  app: FastifyInstance,
  token: string,
  wanted: (plan: BedBankRatePlan, hotel: BedBankHotel) => boolean,
  options: StayOptions & { skip?: number; cityCode?: string } = {},
): Promise<OfferedRate> {
  for (let skip = options.skip ?? 0; skip < (options.skip ?? 0) + 40; skip += 1) {
    const { hotel, plan } = hotelWithPlan(app, wanted, { skip, cityCode: options.cityCode });
    const details = await searchDetails(app, token, stayAt(hotel.id, options));
    const offered = details.rooms.some((room) => room.rates.some((rate) => rate.roomRateGuid === plan.code));
    if (offered) return { hotel, plan, details, ...rateOf(details, plan.code) };
  }
  throw new Error('no hotel offers such a rate for the stay');
}

/** Finds a rate the test wants, checks it and books it; answers the booking. */
export async function bookPlan(
  suite: HotelSuite,
  token: string,
  wanted: (plan: BedBankRatePlan, hotel: BedBankHotel) => boolean,
  options: StayOptions & { payment?: 'Wallet' | 'Hold'; skip?: number } = {},
): Promise<HotelBooking> {
  const { key } = await offeredRate(suite.app, token, wanted, options);
  const check = await checkRate(suite.app, token, key);
  const booked = await book(suite.app, token, bookBody(check, { payment: options.payment }));
  expect(booked.statusCode, booked.body).toBe(200);
  return bookingOf(suite.app, token, booked.json<HotelBooked>().reference);
}

export async function bookingOf(
  app: FastifyInstance,
  token: string,
  reference: string,
): Promise<HotelBooking> {
  const response = await get(app, token, HotelPaths.booking, { reference });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HotelBooking>();
}

export async function quoteOf(app: FastifyInstance, token: string, reference: string) {
  const response = await get(app, token, HotelPaths.cancellationQuote, { reference });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HotelCancellationQuote>();
}

export function cancel(app: FastifyInstance, token: string, reference: string, expectedRefund: number) {
  return post(app, token, HotelPaths.cancel, { reference, expectedRefund }, randomUUID());
}

export function decide(
  app: FastifyInstance,
  operatorToken: string,
  body:
    | { reference: string; decision: 'Confirm'; confirmationNumber: string }
    | {
        reference: string;
        decision: 'Refuse';
        note: string;
      },
  key = randomUUID(),
) {
  return post(app, operatorToken, HotelOperatorPaths.decide, body, key);
}
