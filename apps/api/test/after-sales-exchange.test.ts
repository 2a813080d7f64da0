import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AfterSalesErrorCode,
  AfterSalesOperatorPaths,
  ExchangePaths,
  IdempotencyHeader,
  OrderPaths,
  PaymentPaths,
  type AfterSalesRequest,
  type AutomaticAmounts,
  type Brand,
  type ExchangeFilter,
  type ExchangeOptionDetails,
  type ExchangeSearchResult,
  type ExchangeVerification,
  type FlightOrder,
  type Journey,
  type OrderHistory,
  type PassbookPage,
} from '@portal/contracts';
import { soldSeats, takeSeats } from '../src/adapters/sandbox-gds/sandbox-gds.repository';
import { buildAgency, buildUser } from '../src/db/seed/builders';
import { getOrder, post } from './support/booking';
import {
  approve,
  askExchange,
  askInboundTo,
  exchangeSummary,
  priceOption,
  searchExchange,
  ticketedReturn,
  tripDays,
  verify,
} from './support/exchange';
import { authHeaders, dhakaDate } from './support/flight';
import { expectLedgerBalanced } from './support/ledger-audit';
import { adjust, balanceOf } from './support/money';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let operator: string;
let clockAhead = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { API_RATE_LIMIT_PER_MINUTE: '100000000' },
    now: () => new Date(Date.now() + clockAhead),
  });
  operator = await login(t.app, 'ops@demo.test');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  clockAhead = 0;
  await expectLedgerBalanced(t.app, operator);
});

/** An agency of its own with a funded wallet and its owner signed in; `signIn` signs in again (a moved clock). */
async function fundedAgency(name: string) {
  const agency = await buildAgency(t.db, { tenantId: 'bdfare', name });
  const email = `owner-${randomUUID().slice(0, 8)}@exchange.test`;
  await buildUser(t.db, { tenantId: 'bdfare', agencyId: agency.id, email, password: 'Money@1234' });
  const signIn = () => login(t.app, email, { password: 'Money@1234' });
  const credited = await adjust(t.app, operator, {
    agencyId: agency.id,
    direction: 'credit',
    amount: 5_000_000_00,
    reason: 'Opening float',
  });
  expect(credited.statusCode, credited.body).toBe(200);
  return { agencyId: agency.id, token: await signIn(), signIn };
}

const changeable = (brands: Brand[]) => brands.find((brand) => brand.changeable);

async function passbookLinesOf(token: string, reference: string) {
  const page = await t.app.inject({
    method: 'GET',
    url: `${PaymentPaths.passbook.load}?pageSize=100`,
    headers: authHeaders(token),
  });
  expect(page.statusCode, page.body).toBe(200);
  return page.json<PassbookPage>().entries.filter((entry) => entry.reference === reference);
}

/** The seats our bookings hold on each leg and class of a journey. */
async function seatsOn(journey: Pick<Journey, 'legKeys' | 'bookingClasses'>) {
  return Promise.all(journey.legKeys.map((legKey, l) => soldSeats(t.db, legKey, journey.bookingClasses[l]!)));
}

async function optionDetails(token: string, reference: string, optionId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: ExchangePaths.itinerary,
    query: { reference, optionId },
    headers: authHeaders(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExchangeOptionDetails>();
}

/** An automatic exchange of a ticketed return's inbound, searched: the agency, its order, request and options. */
async function searchedInbound(name: string, days = tripDays.back + 5) {
  const agency = await fundedAgency(name);
  const { order } = await ticketedReturn(t.app, agency.token, changeable);
  const request = await askInboundTo(t.app, agency.token, order.orderReference, days);
  const found = await searchExchange(t.app, agency.token, request.reference);
  expect(found.options.length).toBeGreaterThan(0);
  return { agency, order, request, found };
}

async function priced(token: string, reference: string, optionId: string): Promise<AfterSalesRequest> {
  const response = await priceOption(t.app, token, reference, optionId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AfterSalesRequest>();
}

describe('automatic exchange', () => {
  it('moves the inbound to a later, dearer flight: paid from the wallet, new tickets, seats moved', async () => {
    const { agency, order, request, found } = await searchedInbound('Exchange Dearer Travels');
    expect(request).toMatchObject({ kind: 'Exchange', status: 'Requested', mode: 'Automatic' });
    expect(request.reference).toMatch(/^EX-/);
    expect(found.windows).toEqual([
      expect.objectContaining({
        journeyIndex: 1,
        date: dhakaDate(tripDays.back + 5),
        minDate: dhakaDate(tripDays.out),
      }),
    ]);
    for (const option of found.options) {
      expect(option.validatingAirline).toBe(order.validatingAirline);
      expect(option.journeys[0]!.departure.slice(0, 10)).toBe(dhakaDate(tripDays.back + 5));
    }
    const get = (url: string, query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, query, headers: authHeaders(agency.token) });
    const filter = (await get(ExchangePaths.filter, { reference: request.reference })).json<ExchangeFilter>();
    expect(filter.optionCount).toBe(found.options.length);
    expect(filter.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(found.options.length);
    expect(filter.dates).toEqual([
      expect.objectContaining({
        journeyIndex: 1,
        date: dhakaDate(tripDays.back + 5),
        count: found.options.length,
      }),
    ]);
    expect(filter.total).toEqual({
      min: found.options.at(-1)!.total.amount,
      max: found.options[0]!.total.amount,
    });
    // What any change starts from: the airline's change fee and the service fee.
    const penalty = (
      await get(ExchangePaths.penaltyDetails, { reference: request.reference })
    ).json<AutomaticAmounts>();
    expect(penalty.window).toBe('MoreThan72Hours');
    expect(penalty.lines.map((line) => line.kind)).toEqual(['ChangePenalty', 'ServiceFee']);

    // The dearest change on offer: a fare difference to pay besides the fees.
    let dearer: ExchangeOptionDetails | undefined;
    for (const option of [...found.options].reverse()) {
      const details = await optionDetails(agency.token, request.reference, option.optionId);
      if (details.lines.some((line) => line.kind === 'FareDifference' && line.amount.amount < 0)) {
        dearer = details;
        break;
      }
    }
    expect(dearer).toBeDefined();

    const quoted = await priced(agency.token, request.reference, dearer!.option.optionId);
    expect(quoted.status).toBe('Quoted');
    const quote = quoted.quote!;
    expect(quote.by).toBe('Airline');
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)).toBe(15 * 60_000);
    expect(quote.lines.map((line) => line.kind)).toEqual(
      expect.arrayContaining(['FareDifference', 'ChangePenalty', 'ServiceFee']),
    );
    expect(quote.total.amount).toBe(quote.lines.reduce((sum, line) => sum + line.amount.amount, 0));
    expect(quote.total.amount).toBeLessThan(0);
    for (const kind of ['ChangePenalty', 'ServiceFee'] as const) {
      expect(quote.lines.find((line) => line.kind === kind)?.amount).toEqual(
        penalty.lines.find((line) => line.kind === kind)?.amount,
      );
    }

    const verified = await verify(t.app, agency.token, quoted);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<ExchangeVerification>()).toMatchObject({
      available: true,
      quotedTotal: quote.total,
    });

    const oldInbound = order.journeys[1]!;
    const newInbound = dearer!.option.journeys[0]!;
    const oldSeats = await seatsOn(oldInbound);
    const newSeats = await seatsOn(newInbound);
    const before = await balanceOf(t.app, agency.token);
    const approved = await approve(t.app, agency.token, quoted);
    expect(approved.statusCode, approved.body).toBe(200);
    const done = approved.json<AfterSalesRequest>();
    expect(done.status).toBe('Completed');
    expect(done.settled).toEqual(quote.total);

    const after = await balanceOf(t.app, agency.token);
    expect(after.walletBalance - before.walletBalance).toBe(quote.total.amount);
    const lines = await passbookLinesOf(agency.token, request.reference);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ debit: -quote.total.amount, credit: 0 });
    expect(lines[0]!.description).toContain(request.reference);

    const oldTicket = order.passengers[0]!.ticketNumber!;
    const summary = await exchangeSummary(t.app, agency.token, request.reference);
    const passenger = summary.passengers[0]!;
    expect(passenger.ticketNumber).not.toBe(oldTicket);
    expect(passenger.ticketStatus).toBe('Issued');
    expect(passenger.tickets).toEqual([
      expect.objectContaining({ ticketNumber: oldTicket, status: 'Exchanged', exchangedFrom: null }),
      expect.objectContaining({
        ticketNumber: passenger.ticketNumber,
        status: 'Open',
        exchangedFrom: oldTicket,
      }),
    ]);
    expect(summary.option?.optionId).toBe(dearer!.option.optionId);

    const reread = (await getOrder(t.app, agency.token, order.orderReference)).json<{ order: FlightOrder }>()
      .order;
    expect(reread.journeys[0]).toEqual(order.journeys[0]);
    expect(reread.journeys[1]!.legKeys).toEqual(newInbound.legKeys);
    expect(reread.passengers[0]!.ticketNumber).toBe(passenger.ticketNumber);
    expect(await seatsOn(oldInbound)).toEqual(oldSeats.map((sold) => sold - 1));
    expect(await seatsOn(newInbound)).toEqual(newSeats.map((sold) => sold + 1));

    // The order's history keeps what it was: the old flights and ticket.
    const history = await post(t.app, agency.token, OrderPaths.getOrderHistory, {
      orderReference: order.orderReference,
    });
    const exchanged = history
      .json<OrderHistory>()
      .events.find((event) => event.action === 'Exchange completed');
    expect(exchanged?.note).toContain(request.reference);
    expect(exchanged?.note).toContain(`${oldTicket} → ${passenger.ticketNumber}`);
    expect(exchanged?.note).toContain(oldInbound.legKeys[0]!.split('-')[0]);
  });

  it('credits the wallet when a refundable fare moves to a cheaper flight', async () => {
    const agency = await fundedAgency('Exchange Cheaper Travels');
    // The dearest refundable, changeable brand: moving to a cheaper brand leaves a residual the airline refunds.
    const { order } = await ticketedReturn(t.app, agency.token, (brands) =>
      brands.filter((brand) => brand.changeable && brand.refundable).at(-1),
    );
    const request = await askInboundTo(t.app, agency.token, order.orderReference, tripDays.back + 1);
    let found: ExchangeSearchResult | undefined;
    for (let day = 1; day <= 10 && !found; day += 1) {
      const searched = await searchExchange(t.app, agency.token, request.reference, [
        { journeyIndex: 1, date: dhakaDate(tripDays.back + day) },
      ]);
      if ((searched.options[0]?.total.amount ?? 0) > 0) found = searched;
    }
    expect(found).toBeDefined();
    const best = found!.options[0]!;
    const quoted = await priced(agency.token, request.reference, best.optionId);
    const quote = quoted.quote!;
    expect(quote.total.amount).toBeGreaterThan(0);
    expect(quote.lines.some((line) => line.kind === 'Residual' && line.amount.amount > 0)).toBe(true);

    const before = await balanceOf(t.app, agency.token);
    const approved = await approve(t.app, agency.token, quoted);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await balanceOf(t.app, agency.token);
    expect(after.walletBalance - before.walletBalance).toBe(quote.total.amount);
    expect(await passbookLinesOf(agency.token, request.reference)).toEqual([
      expect.objectContaining({ debit: 0, credit: quote.total.amount }),
    ]);
  });

  it('moves money once for 20 approvals sent at once with one key', async () => {
    const { agency, request, found } = await searchedInbound('Exchange Parallel Travels');
    const quoted = await priced(agency.token, request.reference, found.options[0]!.optionId);
    const before = await balanceOf(t.app, agency.token);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => approve(t.app, agency.token, quoted, key)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<AfterSalesRequest>().status).toBe('Completed');
    }
    const after = await balanceOf(t.app, agency.token);
    expect(after.walletBalance - before.walletBalance).toBe(quoted.quote!.total.amount);
    expect(await passbookLinesOf(agency.token, request.reference)).toHaveLength(1);
    const summary = await exchangeSummary(t.app, agency.token, request.reference);
    expect(summary.passengers[0]!.tickets).toHaveLength(2);
  });

  it('refuses a quote that expired or was superseded, and moves nothing', async () => {
    const { agency, order, request, found } = await searchedInbound('Exchange Stale Quote Travels');
    const first = await priced(agency.token, request.reference, found.options[0]!.optionId);
    const second = await priced(agency.token, request.reference, found.options.at(-1)!.optionId);
    expect(second.pastQuotes.map((quote) => quote.state)).toEqual(['Superseded']);
    const superseded = await approve(t.app, agency.token, first);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().error.code).toBe(AfterSalesErrorCode.QuoteSuperseded);

    const before = await balanceOf(t.app, agency.token);
    clockAhead = 16 * 60_000;
    const expired = await approve(t.app, agency.token, second);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe(AfterSalesErrorCode.QuoteExpired);
    const stale = await verify(t.app, agency.token, second);
    expect(stale.statusCode).toBe(409);
    expect((await balanceOf(t.app, agency.token)).walletBalance).toBe(before.walletBalance);
    const summary = await exchangeSummary(t.app, agency.token, request.reference);
    expect(summary.passengers[0]!.ticketNumber).toBe(order.passengers[0]!.ticketNumber);
    expect(summary.passengers[0]!.tickets).toHaveLength(1);
  });

  it('refuses the approval when the new flight sold its last seat meanwhile, and moves nothing', async () => {
    const { agency, order, request, found } = await searchedInbound('Exchange Sold Out Travels');
    const quoted = await priced(agency.token, request.reference, found.options[0]!.optionId);
    const summary = await exchangeSummary(t.app, agency.token, request.reference);
    const journey = summary.option!.journeys[0]!;
    // The airline sells the rest of the class elsewhere.
    const legKey = journey.legKeys[0]!;
    const bookingClass = journey.bookingClasses[0]!;
    const allocated = t.app.supply.classSeats(legKey, bookingClass);
    const left = allocated - (await soldSeats(t.db, legKey, bookingClass));
    expect(
      await takeSeats(t.db, {
        legKey,
        bookingClass,
        flightDate: journey.departure.slice(0, 10),
        seats: left,
        allocated,
        now: new Date(),
      }),
    ).toBe(true);
    const oldSeats = await seatsOn(order.journeys[1]!);
    const before = await balanceOf(t.app, agency.token);

    const refused = await approve(t.app, agency.token, quoted);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe(AfterSalesErrorCode.OptionGone);
    expect((await balanceOf(t.app, agency.token)).walletBalance).toBe(before.walletBalance);
    expect(await seatsOn(order.journeys[1]!)).toEqual(oldSeats);
    expect(await soldSeats(t.db, legKey, bookingClass)).toBe(allocated);
    const after = await exchangeSummary(t.app, agency.token, request.reference);
    expect(after.status).toBe('Quoted');
    expect(after.passengers[0]!.tickets).toHaveLength(1);
  });
});

describe('exchange refusals', () => {
  it('refuses a journey already flown', async () => {
    const agency = await fundedAgency('Exchange Flown Travels');
    const { order } = await ticketedReturn(t.app, agency.token, changeable);
    clockAhead = Date.parse(order.journeys[0]!.departure) + 60 * 60_000 - Date.now();
    const token = await agency.signIn();
    const refused = await askExchange(t.app, token, {
      orderReference: order.orderReference,
      paxIds: [1],
      exchangeItineraries: [{ journeyIndex: 0, date: dhakaDate(tripDays.out + 3) }],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.code).toBe(AfterSalesErrorCode.SegmentFlown);
  });

  it('refuses a date outside the fare’s window, naming the window', async () => {
    const agency = await fundedAgency('Exchange Window Travels');
    const { order } = await ticketedReturn(t.app, agency.token, changeable);
    // The way back cannot leave before the way out.
    const refused = await askExchange(t.app, agency.token, {
      orderReference: order.orderReference,
      paxIds: [1],
      exchangeItineraries: [{ legGroup: 1, date: dhakaDate(tripDays.out - 1) }],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.code).toBe(AfterSalesErrorCode.DateOutOfRange);
    expect(refused.json().error.message).toContain(dhakaDate(tripDays.out));

    const request = await askInboundTo(t.app, agency.token, order.orderReference, tripDays.back + 2);
    const elsewhere = await post(t.app, agency.token, ExchangePaths.search, {
      reference: request.reference,
      dates: [{ journeyIndex: 1, date: dhakaDate(tripDays.out - 1) }],
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.code).toBe(AfterSalesErrorCode.DateOutOfRange);
  });

  it('refuses a fare that does not permit changes, and a change of route', async () => {
    const agency = await fundedAgency('Exchange Rules Travels');
    const { order } = await ticketedReturn(t.app, agency.token, (brands) =>
      brands.find((brand) => !brand.changeable),
    );
    const fixed = await askExchange(t.app, agency.token, {
      orderReference: order.orderReference,
      paxIds: [1],
      exchangeItineraries: [{ journeyIndex: 1, date: dhakaDate(tripDays.back + 2) }],
    });
    expect(fixed.statusCode, fixed.body).toBe(422);
    expect(fixed.json().error.code).toBe(AfterSalesErrorCode.ChangeNotPermitted);

    const other = await fundedAgency('Exchange Route Travels');
    const ticketed = await ticketedReturn(t.app, other.token, changeable);
    const route = await askExchange(t.app, other.token, {
      orderReference: ticketed.order.orderReference,
      paxIds: [1],
      exchangeItineraries: [
        { journeyIndex: 1, origin: 'AUH', destination: 'DAC', date: dhakaDate(tripDays.back + 2) },
      ],
    });
    expect(route.statusCode, route.body).toBe(422);
    expect(route.json().error.code).toBe(AfterSalesErrorCode.RouteChange);
  });
});

describe('manual exchange', () => {
  it('is quoted by the operators, accepted by the agency and completed by the desk with the money posted', async () => {
    const agency = await fundedAgency('Exchange Desk Travels');
    const { order } = await ticketedReturn(t.app, agency.token, changeable);
    const asked = await askExchange(
      t.app,
      agency.token,
      {
        orderReference: order.orderReference,
        paxIds: [1],
        exchangeItineraries: [
          { journeyIndex: 1, origin: 'AUH', destination: 'DAC', date: dhakaDate(tripDays.back + 3) },
        ],
        remark: 'Return from Abu Dhabi instead',
      },
      ExchangePaths.manualRequest,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<AfterSalesRequest>();
    expect(request).toMatchObject({ status: 'Requested', mode: 'Manual' });
    const refusedSearch = await post(t.app, agency.token, ExchangePaths.search, {
      reference: request.reference,
    });
    expect(refusedSearch.statusCode).toBe(409);

    const quotedByDesk = await post(t.app, operator, AfterSalesOperatorPaths.quote, {
      reference: request.reference,
      lines: [
        { kind: 'FareDifference', label: 'Fare difference', paxId: 1, amount: -12_000_00 },
        { kind: 'ChangePenalty', label: 'Airline change fee', paxId: 1, amount: -4_500_00 },
        { kind: 'ServiceFee', label: 'Service fee', paxId: 1, amount: -500_00 },
      ],
      validMinutes: 60,
    });
    expect(quotedByDesk.statusCode, quotedByDesk.body).toBe(200);
    const quoted = quotedByDesk.json<AfterSalesRequest>();
    expect(quoted.quote!.total.amount).toBe(-17_000_00);

    const accepted = await approve(t.app, agency.token, quoted);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<AfterSalesRequest>()).toMatchObject({ status: 'InProcess' });
    expect(accepted.json<AfterSalesRequest>().passengers[0]!.ticketStatus).toBe('InProcess');

    const before = await balanceOf(t.app, agency.token);
    const note = 'Reissued by the airline desk on the Abu Dhabi flight';
    const completed = await t.app.inject({
      method: 'POST',
      url: AfterSalesOperatorPaths.decide,
      headers: { ...authHeaders(operator), [IdempotencyHeader]: randomUUID() },
      payload: { reference: request.reference, decision: 'Complete', note },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const done = completed.json<AfterSalesRequest>();
    expect(done.status).toBe('Completed');
    expect(done.passengers[0]!.ticketStatus).toBe('Issued');
    expect(done.history.at(-1)).toMatchObject({ action: 'Complete', note });
    const after = await balanceOf(t.app, agency.token);
    expect(after.walletBalance - before.walletBalance).toBe(-17_000_00);
  });
});
