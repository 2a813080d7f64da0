import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HolidayOperatorPaths,
  HolidayPaths,
  OrderPaths,
  PartialPaymentPaths,
  type HolidayRequest,
  type OrderDuesResponse,
  type OrderNotificationsResponse,
} from '@portal/contracts';
import { expireLapsedQuotes } from '../src/requests/expire-lapsed-quotes';
import { mailsTo, passbookLines, walletOf } from './support/after-sales';
import { authHeaders, dhakaDate } from './support/flight';
import {
  accept,
  agencyQueue,
  enquire,
  linesFor,
  ok,
  post,
  quote,
  quotedEnquiry,
  readRequest,
  refusal,
  seatsLeft,
  sendEnquiry,
  useHolidayApp,
} from './support/holiday-requests';
import { adjust } from './support/money';

const suite = useHolidayApp();
const hour = 3_600_000;

/** The last second of a Dhaka calendar day, as a due's instant. */
const endOfDhakaDay = (day: string) => new Date(new Date(`${day}T23:59:59+06:00`).getTime()).toISOString();

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "05 Dec 2026", as the history writes a day. */
const dueDay = (day: string) =>
  `${day.slice(8, 10)} ${months[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

async function duesOf(token: string, orderReference: string) {
  const response = await suite.app.inject({
    method: 'GET',
    url: PartialPaymentPaths.getOrderDues,
    query: { orderReference },
    headers: authHeaders(token),
  });
  return response;
}

describe('an enquiry from New to Confirmed', () => {
  it('is sent New, quoted per traveller type, accepted with the deposit from the wallet and the balance as a due', async () => {
    const { token } = await suite.fundedAgency('Lifecycle Holidays');
    const pkg = await suite.holidayPackage({ depositPercent: 30, balanceDaysBeforeDeparture: 30 });
    const sent = await enquire(suite.app, token, pkg, {
      adults: 2,
      childAges: [7],
      infants: 1,
      rooms: 1,
      notes: 'Connecting rooms if possible',
    });
    expect(sent).toMatchObject({
      status: 'Requested',
      tab: 'new',
      travellers: { adults: 2, children: 1, childAges: [7], infants: 1, rooms: 1 },
      notes: 'Connecting rooms if possible',
      quote: null,
      booking: null,
      can: { accept: false, decline: false, cancel: true, message: true, quote: false, reject: false },
    });
    expect(sent.reference).toMatch(/^HL-\d{2}\d+$/);
    expect(sent.package).toMatchObject({ packageId: pkg.packageId, cityCodes: ['DXB'], cityName: 'Dubai' });
    expect(sent.package.imageId).not.toBeNull();
    expect(sent.history.map((event) => [event.action, event.status])).toEqual([['Request', 'Requested']]);

    const operatorView = ok(
      await suite.app.inject({
        method: 'GET',
        url: HolidayOperatorPaths.request,
        query: { reference: sent.reference },
        headers: authHeaders(suite.operator),
      }),
    );
    expect(operatorView.can).toMatchObject({ quote: true, reject: true, message: true, accept: false });

    const lines = [
      ...linesFor({ adults: 2, children: 1, infants: 1 }),
      { kind: 'Extra' as const, label: 'UAE visa', quantity: 4, unitAmount: 9_500_00 },
      { kind: 'Discount' as const, label: 'Early bird', quantity: 1, unitAmount: 5_000_50 },
    ];
    const quoted = ok(await quote(suite.app, suite.operator, sent.reference, { lines, validHours: 24 }));
    const total = 2 * 85_000_00 + 60_000_00 + 15_000_00 + 4 * 9_500_00 - 5_000_50;
    expect(quoted.status).toBe('Quoted');
    expect(quoted.quote).toMatchObject({ state: 'Current', total: { amount: total, currency: 'BDT' } });
    expect(quoted.quote!.lines.at(-1)!.amount.amount).toBe(-5_000_50);

    const agencyView = await readRequest(suite.app, token, sent.reference);
    // 30 % of 277,999.50 is 83,399.85, rounded up to a whole taka.
    const deposit = 83_400_00;
    expect(agencyView.quote).toMatchObject({
      by: 'Support team',
      depositPercent: 30,
      deposit: { amount: deposit },
      balance: { amount: total - deposit },
      balanceDueAt: endOfDhakaDay(dhakaDate(30, suite.clock.now())),
    });
    expect(agencyView.can).toMatchObject({ accept: true, decline: true, cancel: true });

    const walletBefore = await walletOf(suite.app, token);
    const key = randomUUID();
    const confirmed = ok(await accept(suite.app, token, agencyView, key));
    expect(confirmed).toMatchObject({ status: 'Completed', tab: 'confirmed' });
    expect(confirmed.quote!.state).toBe('Accepted');
    expect(confirmed.booking).toMatchObject({
      total: { amount: total },
      depositPaid: { amount: deposit },
      balance: { amount: total - deposit },
      due: {
        orderReference: sent.reference,
        outstandingAmount: total - deposit,
        dueAt: endOfDhakaDay(dhakaDate(30, suite.clock.now())),
        status: 'open',
      },
    });
    expect(confirmed.can).toMatchObject({ accept: false, decline: false, cancel: false, message: true });
    expect(await walletOf(suite.app, token)).toBe(walletBefore - deposit);
    // Adults and the child take seats; the infant sits on a lap.
    expect(confirmed.departure.seatsLeft).toBe(20 - 3);

    const lines2 = await passbookLines(suite.app, token, sent.reference);
    expect(lines2).toHaveLength(1);
    expect(lines2[0]).toMatchObject({ kind: 'holiday', reference: sent.reference, debit: deposit });
    expect(lines2[0]!.description).toContain(pkg.title);

    const dues = ok<OrderDuesResponse>(await duesOf(token, sent.reference));
    expect(dues.dues[0]).toMatchObject({
      orderReference: sent.reference,
      totalAmount: total,
      paidAmount: deposit,
      outstandingAmount: total - deposit,
      status: 'open',
      pnr: null,
    });
    expect(dues.dues[0]!.route).toContain('Dubai');
    expect(dues.dues[0]!.passengers).toEqual(['2 adults', '1 child (7)', '1 infant']);

    // The same key answers the same again and moves nothing; another key is refused (already confirmed).
    const replay = await accept(suite.app, token, agencyView, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<HolidayRequest>().booking).toEqual(confirmed.booking);
    expect(refusal(await accept(suite.app, token, agencyView))).toEqual([409, 'REQUEST_WRONG_STATUS']);
    expect(await walletOf(suite.app, token)).toBe(walletBefore - deposit);
    expect(await passbookLines(suite.app, token, sent.reference)).toHaveLength(1);
    expect(await seatsLeft(suite.app, token, sent.reference)).toBe(17);

    const history = (await readRequest(suite.app, token, sent.reference)).history;
    expect(history.map((event) => [event.action, event.status, event.side])).toEqual([
      ['Request', 'Requested', 'Agency'],
      ['Quote', 'Quoted', 'Operator'],
      ['Accept', 'Completed', 'Agency'],
    ]);
    expect(history[1]!.by).toBe('Support team');
    expect(history[2]!.note).toBe(
      `Deposit BDT 83,400.00 paid from the wallet; balance BDT 194,599.50 due by ${dueDay(dhakaDate(30, suite.clock.now()))}.`,
    );
  });
});

describe('sending an enquiry', () => {
  it('refuses what is not on sale, a closed departure, too few seats and impossible travellers', async () => {
    const { token } = await suite.fundedAgency('Refused Enquiries');
    const pkg = await suite.holidayPackage({ departures: [{ inDays: 40, seats: 2 }, { inDays: 0 }] });
    const other = await suite.holidayPackage();
    const draft = await suite.holidayPackage({ status: 'Draft' });
    const withdrawn = await suite.holidayPackage({ status: 'Unpublished' });
    const [open, today] = pkg.departures;
    const send = (body: Record<string, unknown>) =>
      sendEnquiry(suite.app, token, { packageId: pkg.packageId, departureId: open!.departureId, ...body });

    for (const hidden of [draft, withdrawn]) {
      expect(
        refusal(
          await sendEnquiry(suite.app, token, {
            packageId: hidden.packageId,
            departureId: hidden.departures[0]!.departureId,
          }),
        ),
      ).toEqual([404, 'PACKAGE_NOT_FOUND']);
    }
    expect(refusal(await send({ packageId: randomUUID() }))).toEqual([404, 'PACKAGE_NOT_FOUND']);
    expect(refusal(await send({ departureId: other.departures[0]!.departureId }))).toEqual([
      422,
      'DEPARTURE_CLOSED',
    ]);
    expect(refusal(await send({ departureId: today!.departureId }))).toEqual([422, 'DEPARTURE_CLOSED']);
    expect(refusal(await send({ adults: 2, childAges: [9] }))).toEqual([409, 'SEATS_UNAVAILABLE']);

    const invalid = [
      { adults: 0 },
      { adults: 10 },
      { rooms: 3, adults: 2 },
      { infants: 3, adults: 2 },
      { childAges: [1] },
      { childAges: [12] },
      { childAges: [2.5] },
      { notes: 'x'.repeat(1001) },
      { unknownField: true },
      { packageId: 'not-a-uuid' },
    ];
    for (const body of invalid) {
      expect((await send(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const rooms = await send({ adults: 1, rooms: 2 });
    expect(rooms.json<{ error: { message: string } }>().error.message).toContain('no more rooms than adults');
    // Two adults and no more rooms than seats fit; infants do not take seats.
    expect((await send({ adults: 2, infants: 2, rooms: 2 })).statusCode).toBe(200);
    expect(refusal(await sendEnquiry(suite.app, token, { packageId: pkg.packageId }, { key: null }))[0]).toBe(
      400,
    );
  });

  it('answers a replay with the same enquiry and refuses the same key with another body', async () => {
    const { token } = await suite.fundedAgency('Replayed Enquiries');
    const pkg = await suite.holidayPackage();
    const body = { packageId: pkg.packageId, departureId: pkg.departures[0]!.departureId };
    const key = randomUUID();
    const first = ok(await sendEnquiry(suite.app, token, body, { key }));
    const again = ok(await sendEnquiry(suite.app, token, body, { key }));
    expect(again.reference).toBe(first.reference);
    expect(refusal(await sendEnquiry(suite.app, token, { ...body, adults: 3 }, { key }))).toEqual([
      409,
      'IDEMPOTENCY_KEY_REUSED',
    ]);
    expect((await agencyQueue(suite.app, token)).total).toBe(1);
  });
});

describe('quotes', () => {
  it('must price every traveller and come to more than nothing, and only while the enquiry waits', async () => {
    const { token } = await suite.fundedAgency('Quote Rules');
    const pkg = await suite.holidayPackage();
    const sent = await enquire(suite.app, token, pkg, { adults: 2, childAges: [5, 9] });
    const refused = [
      linesFor({ adults: 2 }),
      linesFor({ adults: 1, children: 2 }),
      linesFor({ adults: 2, children: 2, infants: 1 }),
    ];
    for (const lines of refused) {
      expect(refusal(await quote(suite.app, suite.operator, sent.reference, { lines }))).toEqual([
        422,
        'HOLIDAY_QUOTE_INVALID',
      ]);
    }
    const giveaway = [
      ...linesFor({ adults: 2, children: 2 }, { adult: 1_00, child: 1_00 }),
      { kind: 'Discount' as const, label: 'Free', quantity: 1, unitAmount: 4_00 },
    ];
    expect(refusal(await quote(suite.app, suite.operator, sent.reference, { lines: giveaway }))).toEqual([
      422,
      'HOLIDAY_QUOTE_INVALID',
    ]);
    // A type may take several lines: one child with a bed and one without.
    const split = [
      ...linesFor({ adults: 2 }),
      { kind: 'Child' as const, label: 'Child with bed', quantity: 1, unitAmount: 60_000_00 },
      { kind: 'Child' as const, label: 'Child without bed', quantity: 1, unitAmount: 45_000_00 },
    ];
    for (const body of [
      { validHours: 0 },
      { validHours: 337 },
      { lines: [] },
      { lines: [{ kind: 'Adult', label: '', quantity: 2, unitAmount: 1 }] },
    ]) {
      expect((await quote(suite.app, suite.operator, sent.reference, body)).statusCode).toBe(400);
    }
    expect(await readRequest(suite.app, token, sent.reference)).toMatchObject({
      status: 'Requested',
      quote: null,
    });
    const quoted = ok(await quote(suite.app, suite.operator, sent.reference, { lines: split }));
    expect(quoted.quote!.total.amount).toBe(2 * 85_000_00 + 105_000_00);

    ok(
      await post(suite.app, suite.operator, HolidayOperatorPaths.reject, {
        reference: sent.reference,
        reason: 'Sold out',
      }),
    );
    expect(refusal(await quote(suite.app, suite.operator, sent.reference, { lines: split }))).toEqual([
      409,
      'REQUEST_WRONG_STATUS',
    ]);
  });

  it('supersedes the last: accepting the older one is refused and nothing moves', async () => {
    const { token } = await suite.fundedAgency('Superseded Quotes');
    const pkg = await suite.holidayPackage();
    const first = await quotedEnquiry(suite, token, pkg);
    const second = ok(
      await quote(suite.app, suite.operator, first.reference, {
        lines: linesFor({ adults: 2 }, { adult: 80_000_00 }),
      }),
    );
    const before = await walletOf(suite.app, token);
    expect(refusal(await accept(suite.app, token, first))).toEqual([409, 'QUOTE_SUPERSEDED']);
    expect(
      refusal(
        await post(suite.app, token, HolidayPaths.decline, {
          reference: first.reference,
          quoteId: first.quote!.quoteId,
        }),
      ),
    ).toEqual([409, 'QUOTE_SUPERSEDED']);
    const view = await readRequest(suite.app, token, first.reference);
    expect(view.quote!.quoteId).toBe(second.quote!.quoteId);
    expect(view.pastQuotes.map((one) => one.state)).toEqual(['Superseded']);
    expect(view.status).toBe('Quoted');
    expect(await walletOf(suite.app, token)).toBe(before);
    expect(view.departure.seatsLeft).toBe(20);
    ok(await accept(suite.app, token, view));
    expect(await walletOf(suite.app, token)).toBe(before - 48_000_00);
  });

  it('lapse: an expired quote is refused before and after the scheduler expires it, and may be quoted again', async () => {
    const { token } = await suite.fundedAgency('Lapsed Quotes');
    const pkg = await suite.holidayPackage();
    const quoted = await quotedEnquiry(suite, token, pkg, { quote: { validHours: 2 } });
    expect(Date.parse(quoted.quote!.expiresAt) - suite.clock.now().getTime()).toBeLessThanOrEqual(2 * hour);
    const before = await walletOf(suite.app, token);
    suite.clock.forward(2 * hour + 60_000);
    expect(refusal(await accept(suite.app, token, quoted))).toEqual([409, 'QUOTE_EXPIRED']);
    expect((await readRequest(suite.app, token, quoted.reference)).can.accept).toBe(false);

    expect(await expireLapsedQuotes(suite.t.db, suite.clock.now())).toBeGreaterThanOrEqual(1);
    // A second run (after a restart, say) changes nothing more.
    await expireLapsedQuotes(suite.t.db, suite.clock.now());
    const expired = await readRequest(suite.app, token, quoted.reference);
    expect(expired).toMatchObject({ status: 'Expired', tab: 'expired' });
    expect(expired.quote!.state).toBe('Expired');
    expect(expired.history.filter((event) => event.action === 'Expire')).toHaveLength(1);
    expect(expired.can).toMatchObject({ accept: false, decline: false, cancel: true });
    expect(refusal(await accept(suite.app, token, quoted))).toEqual([409, 'QUOTE_EXPIRED']);
    expect(
      (await agencyQueue(suite.app, token, { tab: 'expired' })).requests.map((row) => row.reference),
    ).toEqual([quoted.reference]);

    const requoted = ok(await quote(suite.app, suite.operator, quoted.reference));
    expect(requoted.status).toBe('Quoted');
    ok(await accept(suite.app, token, await readRequest(suite.app, token, quoted.reference)));
    expect(await walletOf(suite.app, token)).toBeLessThan(before);
  });

  it('never holds past the departure day’s start', async () => {
    const { token } = await suite.fundedAgency('Near Departure');
    const pkg = await suite.holidayPackage({ departures: [{ inDays: 2 }] });
    const quoted = await quotedEnquiry(suite, token, pkg, { quote: { validHours: 336 } });
    expect(quoted.quote!.expiresAt).toBe(
      new Date(`${pkg.departures[0]!.departsOn}T00:00:00+06:00`).toISOString(),
    );
  });
});

describe('money on acceptance', () => {
  it('a 0 % deposit puts the whole total on the dues and takes nothing from the wallet', async () => {
    const { token } = await suite.fundedAgency('Zero Deposit');
    const pkg = await suite.holidayPackage({ depositPercent: 0, balanceDaysBeforeDeparture: 45 });
    const quoted = await quotedEnquiry(suite, token, pkg);
    const before = await walletOf(suite.app, token);
    const confirmed = ok(await accept(suite.app, token, quoted));
    expect(confirmed.booking).toMatchObject({
      total: { amount: 170_000_00 },
      depositPaid: { amount: 0 },
      balance: { amount: 170_000_00 },
      due: { outstandingAmount: 170_000_00, dueAt: endOfDhakaDay(dhakaDate(15, suite.clock.now())) },
    });
    expect(await walletOf(suite.app, token)).toBe(before);
    expect(await passbookLines(suite.app, token, quoted.reference)).toEqual([]);
    const dues = ok<OrderDuesResponse>(await duesOf(token, quoted.reference));
    expect(dues.dues[0]).toMatchObject({ paidAmount: 0, outstandingAmount: 170_000_00 });
  });

  it('a 100 % deposit pays the whole total from the wallet and leaves no due', async () => {
    const { token } = await suite.fundedAgency('Full Deposit');
    const pkg = await suite.holidayPackage({ depositPercent: 100 });
    const quoted = await quotedEnquiry(suite, token, pkg);
    expect(quoted.quote).toMatchObject({
      deposit: { amount: 170_000_00 },
      balance: { amount: 0 },
      balanceDueAt: null,
    });
    const before = await walletOf(suite.app, token);
    const confirmed = ok(await accept(suite.app, token, quoted));
    expect(confirmed.booking).toMatchObject({
      depositPaid: { amount: 170_000_00 },
      balance: { amount: 0 },
      due: null,
    });
    expect(await walletOf(suite.app, token)).toBe(before - 170_000_00);
    expect((await duesOf(token, quoted.reference)).statusCode).toBe(404);
    const [line] = await passbookLines(suite.app, token, quoted.reference);
    expect(line).toMatchObject({ kind: 'holiday', debit: 170_000_00 });
  });

  it('the balance never falls due before tomorrow, and is paid on /partial-payment like any due', async () => {
    const { token } = await suite.fundedAgency('Late Confirmation');
    const pkg = await suite.holidayPackage({
      depositPercent: 25,
      balanceDaysBeforeDeparture: 30,
      departures: [{ inDays: 10 }],
    });
    const quoted = await quotedEnquiry(suite, token, pkg);
    const tomorrow = endOfDhakaDay(dhakaDate(1, suite.clock.now()));
    expect(quoted.quote!.balanceDueAt).toBe(tomorrow);
    const confirmed = ok(await accept(suite.app, token, quoted));
    expect(confirmed.booking!.due).toMatchObject({ dueAt: tomorrow, outstandingAmount: 127_500_00 });

    // The due falls within three days: the order notifications point at it under the HL- reference.
    const notices = ok<OrderNotificationsResponse>(
      await suite.app.inject({
        method: 'GET',
        url: OrderPaths.getNotifications,
        headers: authHeaders(token),
      }),
    );
    expect(notices.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'due',
        orderReference: quoted.reference,
        amount: { amount: 127_500_00, currency: 'BDT' },
      }),
    );

    const before = await walletOf(suite.app, token);
    const settled = await post(
      suite.app,
      token,
      PartialPaymentPaths.settleNow,
      { orderReference: quoted.reference, amount: 127_500_00 },
      { key: randomUUID() },
    );
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await walletOf(suite.app, token)).toBe(before - 127_500_00);
    expect((await readRequest(suite.app, token, quoted.reference)).booking!.due).toMatchObject({
      status: 'settled',
      outstandingAmount: 0,
    });
  });

  it('refuses a deposit the wallet cannot pay (422) and moves nothing: no seats, no due, still Quoted', async () => {
    const { token, agencyId } = await suite.fundedAgency('Short Wallet', 10_000_00);
    const pkg = await suite.holidayPackage({ depositPercent: 50 });
    const quoted = await quotedEnquiry(suite, token, pkg);
    const key = randomUUID();
    expect(refusal(await accept(suite.app, token, quoted, key))).toEqual([422, 'INSUFFICIENT_BALANCE']);
    const after = await readRequest(suite.app, token, quoted.reference);
    expect(after).toMatchObject({ status: 'Quoted', booking: null, departure: { seatsLeft: 20 } });
    expect(after.can.accept).toBe(true);
    expect(await walletOf(suite.app, token)).toBe(10_000_00);
    expect((await duesOf(token, quoted.reference)).statusCode).toBe(404);
    // The refusal is the key's answer; once the wallet is topped up, a new key goes through.
    const topUp = await adjust(suite.app, suite.operator, {
      agencyId,
      direction: 'credit',
      amount: 100_000_00,
      reason: 'Top-up',
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
    expect(refusal(await accept(suite.app, token, quoted, key))).toEqual([422, 'INSUFFICIENT_BALANCE']);
    ok(await accept(suite.app, token, quoted));
    expect(await walletOf(suite.app, token)).toBe(110_000_00 - 85_000_00);
  });

  it('two agencies accepting the last seats at once: one wins, the other is refused and pays nothing', async () => {
    const pkg = await suite.holidayPackage({ departures: [{ seats: 3 }] });
    const first = await suite.fundedAgency('Race One');
    const second = await suite.fundedAgency('Race Two');
    const quotedOne = await quotedEnquiry(suite, first.token, pkg);
    const quotedTwo = await quotedEnquiry(suite, second.token, pkg);
    const before = [await walletOf(suite.app, first.token), await walletOf(suite.app, second.token)];
    const answers = await Promise.all([
      accept(suite.app, first.token, quotedOne),
      accept(suite.app, second.token, quotedTwo),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(refusal(lost)).toEqual([409, 'SEATS_UNAVAILABLE']);
    const after = [await walletOf(suite.app, first.token), await walletOf(suite.app, second.token)];
    const paid = before.map((amount, index) => amount - after[index]!).sort((a, b) => a - b);
    expect(paid).toEqual([0, 51_000_00]);
    expect(await seatsLeft(suite.app, first.token, quotedOne.reference)).toBe(1);
  });

  it('two accepts of one quote with different keys at once: one confirms, one is refused, one debit', async () => {
    const { token } = await suite.fundedAgency('Double Click');
    const pkg = await suite.holidayPackage();
    const quoted = await quotedEnquiry(suite, token, pkg);
    const before = await walletOf(suite.app, token);
    const answers = await Promise.all([accept(suite.app, token, quoted), accept(suite.app, token, quoted)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await walletOf(suite.app, token)).toBe(before - 51_000_00);
    expect(await passbookLines(suite.app, token, quoted.reference)).toHaveLength(1);
    expect(await seatsLeft(suite.app, token, quoted.reference)).toBe(18);
  });
});

describe('declining, cancelling and rejecting', () => {
  it('decline closes a quoted enquiry as Cancelled; cancel withdraws New, Quoted and Expired ones', async () => {
    const { token } = await suite.fundedAgency('Changed Minds');
    const pkg = await suite.holidayPackage();
    const quoted = await quotedEnquiry(suite, token, pkg);
    const declined = ok(
      await post(suite.app, token, HolidayPaths.decline, {
        reference: quoted.reference,
        quoteId: quoted.quote!.quoteId,
      }),
    );
    expect(declined).toMatchObject({ status: 'Cancelled', tab: 'cancelled' });
    expect(declined.quote!.state).toBe('Expired');
    expect(declined.can).toMatchObject({ accept: false, decline: false, cancel: false, message: false });
    expect(refusal(await accept(suite.app, token, quoted))).toEqual([409, 'REQUEST_WRONG_STATUS']);

    const fresh = await enquire(suite.app, token, pkg);
    expect(
      refusal(
        await post(suite.app, token, HolidayPaths.decline, {
          reference: fresh.reference,
          quoteId: randomUUID(),
        }),
      ),
    ).toEqual([409, 'REQUEST_WRONG_STATUS']);
    const cancelled = ok(
      await post(suite.app, token, HolidayPaths.cancel, {
        reference: fresh.reference,
        reason: 'Dates changed',
      }),
    );
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.history.at(-1)).toMatchObject({
      action: 'Cancel',
      note: 'Dates changed',
      side: 'Agency',
    });

    const lapsing = await quotedEnquiry(suite, token, pkg, { quote: { validHours: 1 } });
    suite.clock.forward(hour + 1000);
    await expireLapsedQuotes(suite.t.db, suite.clock.now());
    ok(await post(suite.app, token, HolidayPaths.cancel, { reference: lapsing.reference }));

    const confirmed = await quotedEnquiry(suite, token, pkg);
    ok(await accept(suite.app, token, confirmed));
    expect(
      refusal(await post(suite.app, token, HolidayPaths.cancel, { reference: confirmed.reference })),
    ).toEqual([409, 'REQUEST_WRONG_STATUS']);
    expect(
      refusal(await post(suite.app, token, HolidayPaths.cancel, { reference: fresh.reference })),
    ).toEqual([409, 'REQUEST_WRONG_STATUS']);
  });

  it('operators reject with a reason mailed to the agency; a confirmed enquiry cannot be rejected', async () => {
    const { token } = await suite.fundedAgency('Rejected Travels');
    const pkg = await suite.holidayPackage();
    const sent = await enquire(suite.app, token, pkg);
    expect(
      (
        await post(suite.app, suite.operator, HolidayOperatorPaths.reject, {
          reference: sent.reference,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);
    const rejected = ok(
      await post(suite.app, suite.operator, HolidayOperatorPaths.reject, {
        reference: sent.reference,
        reason: 'The hotel is closed for renovation that week',
      }),
    );
    expect(rejected).toMatchObject({ status: 'Rejected', tab: 'cancelled' });
    const agencyView = await readRequest(suite.app, token, sent.reference);
    expect(agencyView.history.at(-1)).toMatchObject({
      action: 'Reject',
      by: 'Support team',
      note: 'The hotel is closed for renovation that week',
    });
    const [mail] = await mailsTo(suite.app, 'info@rejectedtravels.test');
    expect(mail!.subject).toContain(sent.reference);
    expect(mail!.body).toContain('The hotel is closed for renovation that week');
    expect(
      refusal(
        await post(suite.app, suite.operator, HolidayOperatorPaths.reject, {
          reference: sent.reference,
          reason: 'Again',
        }),
      ),
    ).toEqual([409, 'REQUEST_WRONG_STATUS']);

    const confirmed = await quotedEnquiry(suite, token, pkg);
    ok(await accept(suite.app, token, confirmed));
    expect(
      refusal(
        await post(suite.app, suite.operator, HolidayOperatorPaths.reject, {
          reference: confirmed.reference,
          reason: 'Too late',
        }),
      ),
    ).toEqual([409, 'REQUEST_WRONG_STATUS']);
    expect(refusal(await quote(suite.app, suite.operator, confirmed.reference))).toEqual([
      409,
      'REQUEST_WRONG_STATUS',
    ]);
  });

  it('two operators deciding at once end with one decision', async () => {
    const { token } = await suite.fundedAgency('Busy Desk');
    const pkg = await suite.holidayPackage();
    const sent = await enquire(suite.app, token, pkg);
    const answers = await Promise.all([
      post(suite.app, suite.operator, HolidayOperatorPaths.reject, {
        reference: sent.reference,
        reason: 'No rooms left',
      }),
      post(suite.app, suite.operator, HolidayOperatorPaths.reject, {
        reference: sent.reference,
        reason: 'Sold out',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const view = await readRequest(suite.app, token, sent.reference);
    expect(view.history.filter((event) => event.action === 'Reject')).toHaveLength(1);
  });
});
