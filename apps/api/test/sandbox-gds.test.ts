import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingCode, ScenarioSurnames, type SupplyOffer } from '@portal/sandbox-supply';
import { SupplierError, type CreatePnrRequest } from '../src/adapters/flight-booking';
import type { SandboxGds } from '../src/adapters/sandbox-gds/sandbox-gds';
import { soldSeats } from '../src/adapters/sandbox-gds/sandbox-gds.repository';
import { DemoOutsidePnrs, findSeededPnrs } from '../src/adapters/sandbox-gds/seed-outside-pnrs';
import { buildAgency } from '../src/db/seed/builders';
import { login } from './support/requests';
import {
  classOf,
  directFlightWithSeats,
  legOf,
  oneWay,
  pnrRequest,
  sameFlights,
  searchedItinerary,
  travellers,
} from './support/sandbox-gds';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let gds: SandboxGds;
let owner: string;
let agency: { tenantId: string; agencyId: string };
beforeAll(async () => {
  t = await createTestApp();
  gds = t.app.sandboxGds;
  owner = await login(t.app, 'agent@demo.test');
  agency = {
    tenantId: 'bdfare',
    agencyId: (await buildAgency(t.db, { tenantId: 'bdfare', name: 'GDS Desk' })).id,
  };
});
afterAll(async () => {
  await t.close();
});

const book = (request: CreatePnrRequest) => t.db.transaction((tx) => gds.createPnr(tx, request));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof SupplierError ? error.code : String(error)),
  );
const held = async (request: CreatePnrRequest) => {
  const answer = await book(request);
  if (answer.status !== 'Held') throw new Error(`not held: ${JSON.stringify(answer)}`);
  return answer.recordLocator;
};

describe('the last seat', () => {
  it('goes to one of two agents racing for it; the other is refused SoldOut, and search shows the class closed', async () => {
    const { date, offer, seats } = await directFlightWithSeats(t.app, { min: 1, max: 9 });
    const leg = legOf(offer);
    const rbd = classOf(offer);
    if (seats > 1) {
      const query = oneWay(date, seats - 1);
      const group = sameFlights(t.app, query, offer)!;
      expect(classOf(group)).toBe(rbd);
      await held(pnrRequest(agency, query, group, travellers(seats - 1)));
    }
    const query = oneWay(date);
    const lastSeat = await searchedItinerary(t.app, owner, query, offer.offerId);
    expect(lastSeat?.journeys[0]!.bookingClasses[0]).toBe(rbd);
    expect(lastSeat?.seatsRemaining).toBe(1);

    const answers = await Promise.allSettled([
      book(pnrRequest(agency, query, offer, travellers(1, 'Karim'))),
      book(pnrRequest(agency, query, offer, travellers(1, 'Hasan'))),
    ]);
    const won = answers.filter((answer) => answer.status === 'fulfilled');
    const lost = answers.filter((answer) => answer.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(won[0]!.value.status).toBe('Held');
    expect(lost).toHaveLength(1);
    const error = lost[0]!.reason as SupplierError;
    expect(error).toBeInstanceOf(SupplierError);
    expect(error.code).toBe('SoldOut');
    expect(error.message).toContain(`Class ${rbd}`);
    expect(await soldSeats(t.db, leg.key, rbd)).toBe(t.app.supply.classSeats(leg.key, rbd));

    const after = await searchedItinerary(t.app, owner, query, offer.offerId);
    expect(after?.journeys[0]!.bookingClasses[0] ?? null).not.toBe(rbd);
  });
});

describe('holding and giving seats back', () => {
  it('shows seats taken while held, and back on sale once cancelled (cancelling twice is harmless)', async () => {
    const { date, offer, seats } = await directFlightWithSeats(t.app, { min: 3, max: 9 });
    const query = oneWay(date, 2);
    const pair = sameFlights(t.app, query, offer)!;
    const locator = await held(pnrRequest(agency, query, pair, travellers(2)));
    const single = oneWay(date);
    expect((await searchedItinerary(t.app, owner, single, offer.offerId))?.seatsRemaining).toBe(seats - 2);

    await t.db.transaction((tx) => gds.cancelPnr(tx, { recordLocator: locator, now: new Date() }));
    await gds.cancelPnr(t.db, { recordLocator: locator, now: new Date() });
    expect((await gds.retrievePnr(t.db, locator))?.status).toBe('Cancelled');
    expect((await searchedItinerary(t.app, owner, single, offer.offerId))?.seatsRemaining).toBe(seats);
    expect(
      await refusal(gds.ticketPnr(t.db, { recordLocator: locator, passengers: [], now: new Date() })),
    ).toBe('NotFound');
  });

  it('lets a hold lapse at its time limit: expired, its seats back on sale, no longer ticketed', async () => {
    const { date, offer, seats } = await directFlightWithSeats(t.app, { min: 2, max: 9, fareKind: 'OnHold' });
    const query = oneWay(date);
    const madeAt = new Date(Date.now() - 25 * 60 * 60_000);
    const locator = await held(pnrRequest(agency, query, offer, travellers(1), { now: madeAt }));
    const pnr = await gds.retrievePnr(t.db, locator);
    expect(pnr?.timeLimit.getTime()).toBe(madeAt.getTime() + offer.holdMinutes! * 60_000);
    expect(pnr?.status).toBe('Expired');
    expect((await searchedItinerary(t.app, owner, query, offer.offerId))?.seatsRemaining).toBe(seats - 1);

    expect(await gds.expireLapsedPnrs(t.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await searchedItinerary(t.app, owner, query, offer.offerId))?.seatsRemaining).toBe(seats);
    expect(
      await refusal(gds.ticketPnr(t.db, { recordLocator: locator, passengers: [], now: new Date() })),
    ).toBe('Expired');
    expect(await gds.expireLapsedPnrs(t.db, new Date())).toBe(0);
  });

  it('holds a Web fare for 20 minutes', async () => {
    const { date, offer } = await directFlightWithSeats(t.app, {
      min: 1,
      max: 9,
      source: 'LCC',
      fareKind: 'Web',
    });
    const now = new Date();
    const answer = await book(pnrRequest(agency, oneWay(date), offer, travellers(1), { now }));
    expect(answer.status === 'Held' && answer.timeLimit.getTime() - now.getTime()).toBe(20 * 60_000);
  });

  it('holds a SHORTHOLD booking for 90 seconds, so a lapse can be watched', async () => {
    const { date, offer } = await directFlightWithSeats(t.app, { min: 1, max: 9 });
    const now = new Date();
    const request = pnrRequest(agency, oneWay(date), offer, travellers(1, 'Shorthold'), { now });
    const answer = await book(request);
    expect(answer.status === 'Held' && answer.timeLimit.getTime() - now.getTime()).toBe(90_000);
  });
});

describe('seats', () => {
  it('gives a chosen seat once, shows it taken on the seat map, and frees it on cancel', async () => {
    const { date, offer } = await directFlightWithSeats(t.app, { min: 2, max: 9 });
    const leg = legOf(offer);
    const request = { legKey: leg.key, aircraft: leg.aircraft, cabin: 'Economy' };
    const before = await gds.seatMap(t.db, request);
    const seats = before.cabins[0]!.rows.flatMap((row) => row.seats);
    expect(seats.some((seat) => seat.taken)).toBe(true);
    const free = seats.find((seat) => !seat.taken)!;
    const extras = [
      {
        passengerIndex: 1,
        legKey: leg.key,
        seat: free.seat,
        mealCode: null,
        extraBaggageKg: 0,
        ssrCodes: [],
      },
    ];
    const query = oneWay(date);
    const locator = await held(pnrRequest(agency, query, offer, travellers(1), { extras }));
    const takenSeat = (await gds.seatMap(t.db, request)).cabins[0]!.rows.flatMap((row) => row.seats);
    expect(takenSeat.find((seat) => seat.seat === free.seat)?.taken).toBe(true);

    const sold = await soldSeats(t.db, leg.key, classOf(offer));
    expect(await refusal(book(pnrRequest(agency, query, offer, travellers(1, 'Kabir'), { extras })))).toBe(
      'SeatTaken',
    );
    expect(await soldSeats(t.db, leg.key, classOf(offer))).toBe(sold);
    const othersSeat = seats.find((seat) => seat.taken)!;
    const onOthers = [{ ...extras[0]!, seat: othersSeat.seat }];
    expect(await refusal(book(pnrRequest(agency, query, offer, travellers(1), { extras: onOthers })))).toBe(
      'SeatTaken',
    );

    await gds.cancelPnr(t.db, { recordLocator: locator, now: new Date() });
    const after = (await gds.seatMap(t.db, request)).cabins[0]!.rows.flatMap((row) => row.seats);
    expect(after.find((seat) => seat.seat === free.seat)?.taken).toBe(false);
  });
});

describe('ticketing', () => {
  it('issues one ticket per passenger, infants too, with the airline’s prefix, and answers the same again', async () => {
    const { date, offer } = await directFlightWithSeats(t.app, { min: 3, max: 9 });
    const query = oneWay(date, 2, 1);
    const family = sameFlights(t.app, query, offer)!;
    const passengers = travellers(2, 'Chowdhury', 1);
    const locator = await held(pnrRequest(agency, query, family, passengers));
    expect(await soldSeats(t.db, legOf(family).key, classOf(family))).toBeGreaterThanOrEqual(2);

    const now = new Date();
    const first = await gds.ticketPnr(t.db, { recordLocator: locator, passengers, now });
    if (first.status !== 'Ticketed') throw new Error(`not ticketed: ${JSON.stringify(first)}`);
    const prefix = accountingCode(family.validatingAirline);
    expect(first.tickets.map((ticket) => ticket.passengerIndex)).toEqual([1, 2, 3]);
    for (const ticket of first.tickets)
      expect(ticket.ticketNumber).toMatch(new RegExp(`^${prefix}-\\d{10}$`));
    expect(new Set(first.tickets.map((ticket) => ticket.ticketNumber)).size).toBe(3);

    const again = await gds.ticketPnr(t.db, { recordLocator: locator, passengers, now: new Date() });
    expect(again).toEqual(first);
    const pnr = await gds.retrievePnr(t.db, locator);
    expect(pnr).toMatchObject({ status: 'Ticketed', tickets: first.tickets });
    expect(await refusal(gds.cancelPnr(t.db, { recordLocator: locator, now: new Date() }))).toBe('Ticketed');
  });

  it('knows no PNR it never made', async () => {
    expect(await gds.retrievePnr(t.db, 'ZZZZZZ')).toBeNull();
    expect(await refusal(gds.cancelPnr(t.db, { recordLocator: 'ZZZZZZ', now: new Date() }))).toBe('NotFound');
  });
});

describe('reprice', () => {
  const reprice = (offer: SupplyOffer, date: string, point: 'price' | 'sell' | 'issue', surname?: string) =>
    gds.reprice({
      query: oneWay(date),
      source: offer.source,
      offerId: offer.offerId,
      brandCode: offer.brands[0]!.brandCode,
      point,
      surnames: surname ? ['Rahman', surname] : ['Rahman'],
    });

  it('changes price, class or both at sell for the magic surnames, the price at issue for ISSUECHANGE', async () => {
    const { date, offer } = await directFlightWithSeats(t.app, { min: 2, max: 9 });
    const brand = offer.brands[0]!;
    expect((await reprice(offer, date, 'price', ScenarioSurnames.priceChange)).offer).toEqual(offer);
    expect((await reprice(offer, date, 'sell')).offer).toEqual(offer);

    const priced = (await reprice(offer, date, 'sell', 'pricechange')).offer!.brands[0]!;
    expect(priced.totalGross).toBeGreaterThan(brand.totalGross);
    expect(priced.bookingClasses).toEqual(brand.bookingClasses);

    const moved = (await reprice(offer, date, 'sell', ScenarioSurnames.classChange)).offer!.brands[0]!;
    expect(moved.bookingClasses[0]![0]).not.toBe(classOf(offer));
    expect(moved.totalGross).toBe(brand.totalGross);

    const both = (await reprice(offer, date, 'sell', ScenarioSurnames.bothChange)).offer!.brands[0]!;
    expect(both.bookingClasses).toEqual(moved.bookingClasses);
    expect(both.totalGross).toBe(priced.totalGross);

    expect((await reprice(offer, date, 'sell', ScenarioSurnames.issueChange)).offer).toEqual(offer);
    const issued = (await reprice(offer, date, 'issue', ScenarioSurnames.issueChange)).offer!.brands[0]!;
    expect(issued.totalGross).toBeGreaterThan(brand.totalGross);
  });

  it('does not count a PNR’s own held seats at issue, while others see the class gone', async () => {
    const { date, offer, seats } = await directFlightWithSeats(t.app, { min: 1, max: 9 });
    const query = oneWay(date, seats);
    const group = sameFlights(t.app, query, offer)!;
    expect(classOf(group)).toBe(classOf(offer));
    const locator = await held(pnrRequest(agency, query, group, travellers(seats)));
    const request = {
      query,
      source: group.source,
      offerId: group.offerId,
      brandCode: group.brands[0]!.brandCode,
      surnames: ['Rahman'],
    };
    const others = await gds.reprice({ ...request, point: 'sell' });
    expect(others.offer?.brands[0]!.bookingClasses[0]![0] ?? null).not.toBe(classOf(offer));
    const own = await gds.reprice({ ...request, point: 'issue', recordLocator: locator });
    expect(own.offer).toEqual(group);
    // Inside the caller's transaction (as issuing does), reading through it.
    const inside = await t.db.transaction((tx) =>
      gds.reprice({ ...request, point: 'issue', recordLocator: locator, db: tx }),
    );
    expect(inside.offer).toEqual(group);
  });
});

describe('in-doubt and refused answers', () => {
  it('makes the PNR but answers InDoubt for BOOKDOUBT; the client reference finds it', async () => {
    const { date, offer } = await directFlightWithSeats(t.app, { min: 1, max: 9 });
    const request = pnrRequest(agency, oneWay(date), offer, travellers(1, 'Bookdoubt'));
    expect(await book(request)).toEqual({ status: 'InDoubt' });
    const pnr = await gds.findPnrByClientReference(t.db, request.clientReference);
    expect(pnr).toMatchObject({ status: 'Held', clientReference: request.clientReference });
  });

  it('tickets but answers InDoubt for TICKETDOUBT; retrieving shows the tickets', async () => {
    const { date, offer } = await directFlightWithSeats(t.app, { min: 1, max: 9 });
    const passengers = travellers(1, ScenarioSurnames.ticketDoubt);
    const locator = await held(pnrRequest(agency, oneWay(date), offer, passengers));
    expect(await gds.ticketPnr(t.db, { recordLocator: locator, passengers, now: new Date() })).toEqual({
      status: 'InDoubt',
    });
    const pnr = await gds.retrievePnr(t.db, locator);
    expect(pnr?.status).toBe('Ticketed');
    expect(pnr?.tickets).toHaveLength(1);
  });

  it('refuses to ticket for TICKETREFUSED, with a reason, and keeps the PNR held', async () => {
    const { date, offer } = await directFlightWithSeats(t.app, { min: 1, max: 9 });
    const passengers = travellers(1, ScenarioSurnames.ticketRefused);
    const locator = await held(pnrRequest(agency, oneWay(date), offer, passengers));
    const answer = await gds.ticketPnr(t.db, { recordLocator: locator, passengers, now: new Date() });
    expect(answer.status).toBe('Refused');
    expect(answer.status === 'Refused' && answer.reason.length).toBeGreaterThan(10);
    expect((await gds.retrievePnr(t.db, locator))?.status).toBe('Held');
  });
});

describe('PNRs made at the airline', () => {
  it('are seeded for the demo agency: held for days ahead, one with an infant, holding their seats', async () => {
    const seeded = await findSeededPnrs(t.db);
    expect(seeded).toHaveLength(DemoOutsidePnrs.length);
    for (const pnr of seeded) {
      expect(pnr.recordLocator).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(pnr).toMatchObject({ status: 'Held', clientReference: null });
      expect(pnr.timeLimit.getTime()).toBeGreaterThan(Date.now() + 7 * 86_400_000);
      expect(await gds.retrievePnr(t.db, pnr.recordLocator)).toEqual(pnr);
      const leg = pnr.offer.journeys[0]!.legs[0]!;
      const seats = pnr.passengers.filter((passenger) => passenger.type !== 'INF').length;
      expect(
        await soldSeats(t.db, leg.key, pnr.offer.brands[0]!.bookingClasses[0]![0]!),
      ).toBeGreaterThanOrEqual(seats);
    }
    expect(seeded.some((pnr) => pnr.passengers.some((passenger) => passenger.type === 'INF'))).toBe(true);
  });

  it('are made through the console page, which shows the new record locator', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox-gds' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="f-origin">');
    const agencyId = /<option value="([^"]+)"[^>]*>Demo Travels Ltd/.exec(page.body)?.[1];
    expect(agencyId).toBeDefined();
    const form = new URLSearchParams({
      agencyId: agencyId!,
      origin: 'dac',
      destination: 'CGP',
      date: (await directFlightWithSeats(t.app, { min: 1, max: 9 })).date,
      p1Type: 'ADT',
      p1FirstName: 'Selina',
      p1LastName: 'Akter',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gds',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(created.statusCode).toBe(201);
    const locator = /id="created-locator">([A-Z0-9]{6})</.exec(created.body)?.[1];
    expect(await gds.retrievePnr(t.db, locator!)).toMatchObject({ status: 'Held', clientReference: null });

    form.set('destination', 'XXX');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gds',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Enter the three-letter code of an airport the sandbox serves.');
  });
});
