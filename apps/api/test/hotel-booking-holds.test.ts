import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  CustomerPaths,
  HotelBookingErrorCode,
  HotelBookingMessage,
  HotelOperatorPaths,
  HotelPaths,
  OrderPaths,
  type ErrorBody,
  type HotelBooked,
  type HotelBooking,
  type HotelBookingPage,
  type HotelOperatorQueue,
  type OrderNotificationsResponse,
  type SearchBarResult,
} from '@portal/contracts';
import { hotelBookings } from '../src/db/schema';
import { sweepHotelBookings } from '../src/modules/hotel/sweep-hotel-bookings';
import { hotelDeadlinesSoon } from '../src/modules/order/order-queue.repository';
import { mailsTo, passbookLines } from './support/after-sales';
import {
  book,
  bookBody,
  bookingOf,
  bookPlan,
  checkRate,
  decide,
  get,
  offeredRate,
  Plans,
  post,
  rateOf,
  searchDetails,
  stayAt,
  useHotelApp,
} from './support/hotel-booking';
import { balanceOf } from './support/money';

const suite = useHotelApp();
const sweep = () =>
  sweepHotelBookings({
    db: suite.t.db,
    supplier: suite.app.hotelSupplier,
    log: suite.app.log,
    now: suite.clock.now(),
  });

/**
 * The sandbox supplier, but failing the first of `references` that the sweep asks it to cancel or decide; and a
 * logger whose errors the test reads.
 */
function failingFirstOf(references: string[]) {
  const real = suite.app.hotelSupplier;
  let failed: string | null = null;
  const failFirst = (supplierReference: string) => {
    if (!references.includes(supplierReference)) return;
    failed ??= supplierReference;
    if (failed === supplierReference) throw new Error(`supplier unavailable for ${supplierReference}`);
  };
  const supplier: typeof real = {
    ...real,
    cancel: async (db, options) => {
      failFirst(options.supplierReference);
      return real.cancel(db, options);
    },
    decide: async (db, options) => {
      failFirst(options.supplierReference);
      return real.decide(db, options);
    },
  };
  const error = vi.fn();
  const log = Object.assign(Object.create(suite.app.log) as FastifyBaseLogger, { error });
  return { supplier, log, error, failed: () => failed };
}

describe('holds', () => {
  it('takes the rooms unpaid until the deadline, then the scheduler expires the hold and gives the rooms back', async () => {
    const { token } = await suite.fundedAgency('Hold Lapses');
    const offered = await offeredRate(suite.app, token, Plans.holdable, { skip: 0 });
    expect(offered.rate.holdable).toBe(true);
    const before = await balanceOf(suite.app, token);
    const check = await checkRate(suite.app, token, offered.key);
    const held = await book(suite.app, token, bookBody(check, { payment: 'Hold' }));
    expect(held.statusCode, held.body).toBe(200);
    const { reference, status } = held.json<HotelBooked>();
    expect(status).toBe('OnHold');
    const booking = await bookingOf(suite.app, token, reference);
    expect(booking).toMatchObject({
      paid: false,
      can: { pay: true, cancel: true, print: false, invoice: false },
    });
    expect(booking.holdUntil).toBe(check.rate.holdUntil);
    expect(booking.deadline).toMatchObject({ kind: 'Hold', at: booking.holdUntil });
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(before.walletBalance);
    const during = await searchDetails(suite.app, token, stayAt(offered.hotel.id));
    expect(rateOf(during, offered.plan.code).rate.roomsLeft).toBe(offered.rate.roomsLeft - 1);

    // Before the deadline the sweep leaves it; after it, the hold expires once, whatever the repeats.
    expect((await sweep()).expired).not.toContain(reference);
    suite.clock.set(new Date(Date.parse(booking.holdUntil ?? '') + 1_000));
    const late = await post(suite.app, token, HotelPaths.pay, { reference }, randomUUID());
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error).toEqual({
      code: HotelBookingErrorCode.HoldExpired,
      message: HotelBookingMessage.holdExpired,
    });
    expect((await sweep()).expired).toContain(reference);
    expect((await sweep()).expired).not.toContain(reference);
    const expired = await bookingOf(suite.app, token, reference);
    expect(expired).toMatchObject({ status: 'Expired', paid: false, can: { pay: false, cancel: false } });
    expect(expired.history.map((event) => [event.action, event.by])).toEqual([
      ['Book', expect.any(String)],
      ['Expire', 'System'],
    ]);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(before.walletBalance);
    expect(await passbookLines(suite.app, token, reference)).toEqual([]);
    const after = await searchDetails(suite.app, token, stayAt(offered.hotel.id));
    expect(rateOf(after, offered.plan.code).rate.roomsLeft).toBe(offered.rate.roomsLeft);
  });

  it('pays a hold from the wallet before its deadline, once per key', async () => {
    const { token } = await suite.fundedAgency('Hold Paid');
    const booking = await bookPlan(suite, token, Plans.holdable, { payment: 'Hold', skip: 10 });
    expect(booking.status).toBe('OnHold');
    const before = await balanceOf(suite.app, token);
    const key = randomUUID();
    const [paid, replay] = await Promise.all([
      post(suite.app, token, HotelPaths.pay, { reference: booking.reference }, key),
      post(suite.app, token, HotelPaths.pay, { reference: booking.reference }, key),
    ]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(replay.json()).toEqual(paid.json());
    expect(paid.json<HotelBooked>().status).toBe('Confirmed');
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(
      before.walletBalance - booking.price.total.amount,
    );
    const again = await post(
      suite.app,
      token,
      HotelPaths.pay,
      { reference: booking.reference },
      randomUUID(),
    );
    expect(again.statusCode).toBe(409);
    expect(
      (await bookingOf(suite.app, token, booking.reference)).history.map((event) => event.action),
    ).toEqual(['Book', 'Pay']);
  });

  it('refuses to hold a rate that cannot be held (422), and cancels a hold without moving money', async () => {
    const { token } = await suite.fundedAgency('Hold Refused');
    const offered = await offeredRate(suite.app, token, Plans.nonRefundable, { skip: 20 });
    const check = await checkRate(suite.app, token, offered.key);
    const refused = await book(suite.app, token, bookBody(check, { payment: 'Hold' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().error.message).toBe(HotelBookingMessage.notHoldable);

    const held = await bookPlan(suite, token, Plans.holdable, { payment: 'Hold', skip: 30 });
    const before = await balanceOf(suite.app, token);
    const cancelled = await post(
      suite.app,
      token,
      HotelPaths.cancel,
      { reference: held.reference, expectedRefund: 0 },
      randomUUID(),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<HotelBooking>().status).toBe('Cancelled');
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(before.walletBalance);
  });
});

describe('the last room', () => {
  it('sells once when two agencies race for it: one booking, one clear 409', async () => {
    const first = await suite.fundedAgency('Race One');
    const second = await suite.fundedAgency('Race Two');
    const filler = await suite.fundedAgency('Race Filler');
    let offered = await offeredRate(suite.app, first.token, Plans.refundable, { skip: 40 });
    // Other bookings take rooms until what is left fits one booking of several rooms.
    while (offered.rate.roomsLeft > 8) {
      await bookPlan(suite, filler.token, (plan, hotel) => plan === offered.plan && hotel === offered.hotel, {
        rooms: 8,
      });
      offered = await offeredRate(
        suite.app,
        first.token,
        (plan, hotel) => plan === offered.plan && hotel === offered.hotel,
      );
    }
    const rooms = offered.rate.roomsLeft;
    const wanted = (plan: typeof offered.plan, hotel: typeof offered.hotel) =>
      plan === offered.plan && hotel === offered.hotel;
    const checks = await Promise.all(
      [first, second].map(async ({ token }) => {
        const { key } = await offeredRate(suite.app, token, wanted, { rooms });
        return checkRate(suite.app, token, key);
      }),
    );
    const answers = await Promise.all(
      [first, second].map(({ token }, index) => book(suite.app, token, bookBody(checks[index]!))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json<ErrorBody>().error).toEqual({
      code: HotelBookingErrorCode.SoldOut,
      message: HotelBookingMessage.soldOut,
    });
    const loserToken = answers[0]?.statusCode === 409 ? first.token : second.token;
    const queue = await get(suite.app, loserToken, HotelPaths.bookings, {});
    expect(queue.json<HotelBookingPage>().total).toBe(0);
  });
});

describe('on-request bookings', () => {
  it('are paid and UnConfirmed until an operator confirms one with the hotel’s number (mailed), once', async () => {
    const { token } = await suite.fundedAgency('On Request Confirm');
    const booking = await bookPlan(suite, token, Plans.onRequest, { skip: 50 });
    expect(booking).toMatchObject({
      status: 'UnConfirmed',
      paid: true,
      confirmationNumber: null,
      can: { print: false, invoice: true },
    });
    const invoice = await get(suite.app, token, HotelPaths.invoice, { reference: booking.reference });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const voucher = await get(suite.app, token, HotelPaths.voucher, { reference: booking.reference });
    expect(voucher.statusCode).toBe(409);
    const desk = await get(suite.app, suite.operator, HotelOperatorPaths.queue, {
      search: booking.reference,
    });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json<HotelOperatorQueue>().items).toEqual([
      expect.objectContaining({
        reference: booking.reference,
        agencyName: 'On Request Confirm',
        ageMinutes: 0,
      }),
    ]);

    const [confirmed, racing] = await Promise.all([
      decide(suite.app, suite.operator, {
        reference: booking.reference,
        decision: 'Confirm',
        confirmationNumber: 'HTL-778812',
      }),
      decide(suite.app, suite.operator, {
        reference: booking.reference,
        decision: 'Refuse',
        note: 'No rooms',
      }),
    ]);
    expect([confirmed.statusCode, racing.statusCode].sort()).toEqual([200, 409]);
    const winner = confirmed.statusCode === 200 ? confirmed : racing;
    const view = await bookingOf(suite.app, token, booking.reference);
    expect(view.status).toBe(winner.json<HotelBooking>().status);
    if (view.status === 'Confirmed') {
      expect(view.confirmationNumber).toBe('HTL-778812');
      expect(view.history.at(-1)).toMatchObject({ action: 'Confirm', by: 'Support team' });
    }
    expect((await sweep()).decided.map((one) => one.reference)).not.toContain(booking.reference);
  });

  it('refused by an operator are refunded in full and the agency is told', async () => {
    const { token } = await suite.fundedAgency('On Request Refuse');
    const booking = await bookPlan(suite, token, Plans.onRequest, { skip: 60 });
    const before = await balanceOf(suite.app, token);
    const refused = await decide(suite.app, suite.operator, {
      reference: booking.reference,
      decision: 'Refuse',
      note: 'The hotel is full on those nights',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const view = await bookingOf(suite.app, token, booking.reference);
    expect(view).toMatchObject({
      status: 'Refused',
      cancellation: { penalty: { amount: 0 }, refund: booking.price.total },
    });
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(
      before.walletBalance + booking.price.total.amount,
    );
    const lines = await passbookLines(suite.app, token, booking.reference);
    expect(lines.map((line) => line.kind)).toEqual(['hotel_refund', 'hotel']);
    const invoice = await get(suite.app, token, HotelPaths.invoice, { reference: booking.reference });
    expect(invoice.statusCode).toBe(200);
    const again = await decide(suite.app, suite.operator, {
      reference: booking.reference,
      decision: 'Confirm',
      confirmationNumber: 'HTL-1',
    });
    expect(again.statusCode).toBe(409);
  });

  it('are decided by the scheduler when the supplier’s answer is due, once', async () => {
    const { token } = await suite.fundedAgency('On Request Due');
    const booking = await bookPlan(suite, token, Plans.onRequest, { skip: 70 });
    const before = await balanceOf(suite.app, token);
    expect((await sweep()).decided.map((one) => one.reference)).not.toContain(booking.reference);
    suite.clock.forward(9 * 3_600_000);
    const decided = (await sweep()).decided.find((one) => one.reference === booking.reference);
    expect(decided).toBeDefined();
    expect((await sweep()).decided.map((one) => one.reference)).not.toContain(booking.reference);
    const view = await bookingOf(suite.app, token, booking.reference);
    const balance = (await balanceOf(suite.app, token)).walletBalance;
    if (decided?.decision === 'Confirm') {
      expect(view).toMatchObject({ status: 'Confirmed', confirmationNumber: expect.stringMatching(/^HC/) });
      expect(balance).toBe(before.walletBalance);
    } else {
      expect(view.status).toBe('Refused');
      expect(balance).toBe(before.walletBalance + booking.price.total.amount);
    }
    expect(view.history.at(-1)).toMatchObject({ by: 'System' });
  });
});

describe('a supplier booking already decided otherwise', () => {
  it('is not confirmed or refused by us: 409 wrong status, nothing changed', async () => {
    const { token } = await suite.fundedAgency('Supplier Decided');
    const refusedThere = await bookPlan(suite, token, Plans.onRequest, { skip: 120 });
    const cancelledThere = await bookPlan(suite, token, Plans.onRequest, { skip: 125 });
    const supplier = suite.app.hotelSupplier;
    const now = suite.clock.now();
    await supplier.decide(suite.t.db, {
      supplierReference: refusedThere.supplierReference ?? '',
      decision: 'Refuse',
      confirmationNumber: null,
      now,
    });
    await supplier.cancel(suite.t.db, { supplierReference: cancelledThere.supplierReference ?? '', now });
    const before = await balanceOf(suite.app, token);

    const answers = [
      await decide(suite.app, suite.operator, {
        reference: refusedThere.reference,
        decision: 'Confirm',
        confirmationNumber: 'HTL-90001',
      }),
      await decide(suite.app, suite.operator, {
        reference: cancelledThere.reference,
        decision: 'Refuse',
        note: 'No rooms',
      }),
      await decide(suite.app, suite.operator, {
        reference: cancelledThere.reference,
        decision: 'Confirm',
        confirmationNumber: 'HTL-90002',
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json<ErrorBody>().error).toEqual({
        code: HotelBookingErrorCode.WrongStatus,
        message: HotelBookingMessage.wrongStatus,
      });
    }
    for (const booking of [refusedThere, cancelledThere]) {
      const view = await bookingOf(suite.app, token, booking.reference);
      expect(view).toMatchObject({ status: 'UnConfirmed', paid: true, confirmationNumber: null });
      expect(view.history.map((event) => event.action)).toEqual(['Book']);
    }
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(before.walletBalance);
  });
});

describe('deadlines and look-ups', () => {
  it('flags a hold ending within 72 hours in the queue and the notifications, and the header search finds it', async () => {
    const { token } = await suite.fundedAgency('Deadline Soon');
    const held = await bookPlan(suite, token, Plans.holdable, { payment: 'Hold', skip: 80 });
    expect(held.deadline?.soon).toBe(true);

    const soon = await get(suite.app, token, HotelPaths.bookings, { deadlineSoon: 'true' });
    expect(soon.json<HotelBookingPage>().items.map((row) => row.reference)).toContain(held.reference);
    const row = soon.json<HotelBookingPage>().items.find((one) => one.reference === held.reference);
    expect(row?.deadline).toMatchObject({ kind: 'Hold', soon: true });
    const onHold = await get(suite.app, token, HotelPaths.bookings, { tab: 'onHold' });
    expect(onHold.json<HotelBookingPage>().counts.onHold).toBe(1);

    const notices = await get(suite.app, token, OrderPaths.getNotifications, {});
    expect(notices.statusCode, notices.body).toBe(200);
    expect(notices.json<OrderNotificationsResponse>().notifications).toContainEqual(
      expect.objectContaining({
        kind: 'hotelDeadline',
        orderReference: held.reference,
        deadline: held.holdUntil,
        hotel: { deadline: 'Hold', hotelName: held.hotel.name, status: 'OnHold' },
      }),
    );

    const found = await get(suite.app, token, CustomerPaths.getSearchBar, { searchKey: held.reference });
    expect(found.json<SearchBarResult>()).toMatchObject({
      reference: held.reference,
      orderType: 2,
      count: 1,
    });
  });

  it('flags a paid former hold by its free cancellation, and orders it by that deadline, not the lapsed hold', async () => {
    const hourMs = 3_600_000;
    const { agencyId, token } = await suite.fundedAgency('Paid Hold Deadline');
    const held = await bookPlan(suite, token, Plans.holdable, { payment: 'Hold', skip: 30 });
    const paid = await post(suite.app, token, HotelPaths.pay, { reference: held.reference }, randomUUID());
    expect(paid.statusCode, paid.body).toBe(200);
    const holdUntil = Date.parse(held.holdUntil ?? '');
    const freeUntil = Date.parse(held.policy.freeUntil ?? '');
    expect(holdUntil).toBeLessThan(freeUntil);
    // Another booking of the agency whose free cancellation ends half a day before the paid hold's.
    const sooner = await bookPlan(suite, token, Plans.refundable, { skip: 20 });
    const [row] = await suite.t.db
      .update(hotelBookings)
      .set({ freeCancellationUntil: new Date(freeUntil - 12 * hourMs) })
      .where(eq(hotelBookings.reference, sooner.reference))
      .returning({ tenantId: hotelBookings.tenantId });

    // A day before the free cancellation ends: the paid hold's hold time is long past.
    const now = new Date(freeUntil - 24 * hourMs);
    suite.clock.set(now);
    const notices = await get(suite.app, token, OrderPaths.getNotifications, {});
    expect(notices.statusCode, notices.body).toBe(200);
    expect(notices.json<OrderNotificationsResponse>().notifications).toContainEqual(
      expect.objectContaining({
        kind: 'hotelDeadline',
        orderReference: held.reference,
        deadline: new Date(freeUntil).toISOString(),
        hotel: { deadline: 'FreeCancellation', hotelName: held.hotel.name, status: 'Confirmed' },
      }),
    );
    // With room for one, the nearest deadline that applies is kept: the other booking's free cancellation.
    const scope = { tenantId: row?.tenantId ?? '', agencyId, branchId: null };
    const nearest = await hotelDeadlinesSoon(
      suite.t.db,
      scope,
      now,
      new Date(now.getTime() + 72 * hourMs),
      1,
    );
    expect(nearest.map((one) => [one.reference, one.deadline.kind])).toEqual([
      [sooner.reference, 'FreeCancellation'],
    ]);
  });

  it('mails the agency when an operator confirms', async () => {
    const { token } = await suite.fundedAgency('Mailed Agency');
    const booking = await bookPlan(suite, token, Plans.onRequest, { skip: 90 });
    const confirmed = await decide(suite.app, suite.operator, {
      reference: booking.reference,
      decision: 'Confirm',
      confirmationNumber: 'HTL-55501',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The agency's registered address, as the builder gives it.
    const [mail] = await mailsTo(suite.app, 'info@mailedagency.test');
    expect(mail?.subject).toContain(`${booking.reference} confirmed`);
    expect(mail?.body).toContain('HTL-55501');
  });
});

describe('a sweep with a booking that fails', () => {
  it('logs the failing hold and still expires the others, then expires it on a later sweep', async () => {
    const { token } = await suite.fundedAgency('Sweep Holds Fail');
    const holds = [
      await bookPlan(suite, token, Plans.holdable, { payment: 'Hold', skip: 110 }),
      await bookPlan(suite, token, Plans.holdable, { payment: 'Hold', skip: 115 }),
    ];
    const last = Math.max(...holds.map((one) => Date.parse(one.holdUntil ?? '')));
    suite.clock.set(new Date(last + 1_000));
    const failing = failingFirstOf(holds.map((one) => one.supplierReference ?? ''));
    const swept = await sweepHotelBookings({ db: suite.t.db, ...failing, now: suite.clock.now() });
    const bad = holds.find((one) => one.supplierReference === failing.failed())!;
    const good = holds.find((one) => one !== bad)!;
    expect(swept.expired).toContain(good.reference);
    expect(swept.expired).not.toContain(bad.reference);
    expect(failing.error).toHaveBeenCalledWith(
      expect.objectContaining({ reference: bad.reference, err: expect.any(Error) }),
      'hotel hold expiry failed',
    );
    expect((await bookingOf(suite.app, token, bad.reference)).status).toBe('OnHold');
    expect((await bookingOf(suite.app, token, good.reference)).status).toBe('Expired');
    expect((await sweep()).expired).toContain(bad.reference);
  });

  it('logs the failing supplier answer and still applies a later one, then applies it on a later sweep', async () => {
    const { token } = await suite.fundedAgency('Sweep Decisions Fail');
    const waiting = [
      await bookPlan(suite, token, Plans.onRequest, { skip: 100 }),
      await bookPlan(suite, token, Plans.onRequest, { skip: 105 }),
    ];
    suite.clock.forward(9 * 3_600_000);
    const failing = failingFirstOf(waiting.map((one) => one.supplierReference ?? ''));
    const swept = await sweepHotelBookings({ db: suite.t.db, ...failing, now: suite.clock.now() });
    const bad = waiting.find((one) => one.supplierReference === failing.failed())!;
    const good = waiting.find((one) => one !== bad)!;
    const decided = swept.decided.map((one) => one.reference);
    expect(decided).toContain(good.reference);
    expect(decided).not.toContain(bad.reference);
    expect(failing.error).toHaveBeenCalledWith(
      expect.objectContaining({ supplierReference: bad.supplierReference, err: expect.any(Error) }),
      'hotel supplier decision failed',
    );
    expect((await bookingOf(suite.app, token, bad.reference)).status).toBe('UnConfirmed');
    expect((await bookingOf(suite.app, token, good.reference)).status).not.toBe('UnConfirmed');
    expect((await sweep()).decided.map((one) => one.reference)).toContain(bad.reference);
  });
});
