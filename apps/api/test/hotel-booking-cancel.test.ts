import { describe, expect, it } from 'vitest';
import {
  HotelBookingErrorCode,
  HotelBookingMessage,
  HotelPaths,
  type ErrorBody,
  type HotelBooking,
} from '@portal/contracts';
import { passbookLines } from './support/after-sales';
import {
  bookPlan,
  cancel,
  get,
  offeredRate,
  Plans,
  quoteOf,
  searchDetails,
  stayAt,
  useHotelApp,
  rateOf,
} from './support/hotel-booking';
import { balanceOf } from './support/money';

const suite = useHotelApp();

describe('cancelling a paid booking', () => {
  it('credits the whole amount inside the free period and gives the rooms back', async () => {
    const { token } = await suite.fundedAgency('Free Cancel');
    const booking = await bookPlan(suite, token, Plans.refundable, { skip: 70 });
    const afterBooking = await balanceOf(suite.app, token);
    const quote = await quoteOf(suite.app, token, booking.reference);
    expect(quote).toMatchObject({
      paid: booking.price.total,
      penalty: { amount: 0 },
      refund: booking.price.total,
    });
    expect(Date.parse(quote.validUntil)).toBe(Date.parse(booking.policy.freeUntil ?? ''));

    const cancelled = await cancel(suite.app, token, booking.reference, quote.refund.amount);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const view = cancelled.json<HotelBooking>();
    expect(view).toMatchObject({
      status: 'Cancelled',
      cancellation: { penalty: { amount: 0 }, refund: booking.price.total },
      can: { pay: false, cancel: false, print: false, invoice: true },
    });
    const invoice = await get(suite.app, token, HotelPaths.invoice, { reference: booking.reference });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(view.history.map((event) => event.action)).toEqual(['Book', 'Cancel']);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(
      afterBooking.walletBalance + booking.price.total.amount,
    );
    const lines = await passbookLines(suite.app, token, booking.reference);
    expect(lines.map((line) => [line.kind, line.debit, line.credit])).toEqual([
      ['hotel_refund', 0, booking.price.total.amount],
      ['hotel', booking.price.total.amount, 0],
    ]);
  });

  it('keeps the penalty of the tier in force after the free period, converted at the booking’s rate', async () => {
    const { token } = await suite.fundedAgency('Late Cancel');
    const booking = await bookPlan(suite, token, Plans.refundable, { skip: 80 });
    const freeUntil = Date.parse(booking.policy.freeUntil ?? '');
    expect(freeUntil).toBeGreaterThan(suite.clock.now().getTime());
    suite.clock.set(new Date(freeUntil + 60_000));
    const afterBooking = await balanceOf(suite.app, token);
    const quote = await quoteOf(suite.app, token, booking.reference);
    const tier = booking.policy.tiers.filter((one) => Date.parse(one.from) <= freeUntil + 60_000).at(-1);
    expect(quote.penalty.amount).toBeGreaterThan(0);
    expect(quote.penalty.amount).toBe(Math.min(tier?.penalty.amount ?? 0, booking.price.total.amount));
    expect(quote.refund.amount).toBe(booking.price.total.amount - quote.penalty.amount);

    const changed = await cancel(suite.app, token, booking.reference, booking.price.total.amount);
    expect(changed.statusCode).toBe(409);
    expect(changed.json<ErrorBody>().error).toEqual({
      code: HotelBookingErrorCode.CancelChanged,
      message: HotelBookingMessage.cancelChanged,
    });
    const cancelled = await cancel(suite.app, token, booking.reference, quote.refund.amount);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<HotelBooking>().cancellation).toMatchObject({
      penalty: quote.penalty,
      refund: quote.refund,
    });
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(
      afterBooking.walletBalance + quote.refund.amount,
    );
  });

  it('refunds nothing of a non-refundable rate', async () => {
    const { token } = await suite.fundedAgency('Non Refundable');
    const booking = await bookPlan(suite, token, Plans.nonRefundable, { skip: 90 });
    expect(booking.policy.refundable).toBe(false);
    const quote = await quoteOf(suite.app, token, booking.reference);
    expect(quote).toMatchObject({ penalty: booking.price.total, refund: { amount: 0 } });
    const before = await balanceOf(suite.app, token);
    const cancelled = await cancel(suite.app, token, booking.reference, 0);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(before.walletBalance);
    expect((await passbookLines(suite.app, token, booking.reference)).map((line) => line.kind)).toEqual([
      'hotel',
    ]);
  });

  it('refuses a second cancel with 409 and moves no money', async () => {
    const { token } = await suite.fundedAgency('Twice Cancel');
    const booking = await bookPlan(suite, token, Plans.refundable, { skip: 100 });
    const quote = await quoteOf(suite.app, token, booking.reference);
    const [first, second] = await Promise.all([
      cancel(suite.app, token, booking.reference, quote.refund.amount),
      cancel(suite.app, token, booking.reference, quote.refund.amount),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const afterFirst = await balanceOf(suite.app, token);
    const third = await cancel(suite.app, token, booking.reference, quote.refund.amount);
    expect(third.statusCode).toBe(409);
    expect(third.json<ErrorBody>().error.code).toBe(HotelBookingErrorCode.WrongStatus);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(afterFirst.walletBalance);
    const refunds = (await passbookLines(suite.app, token, booking.reference)).filter(
      (line) => line.kind === 'hotel_refund',
    );
    expect(refunds).toHaveLength(1);
  });

  it('gives the cancelled rooms back to the search', async () => {
    const { token } = await suite.fundedAgency('Rooms Back');
    const offered = await offeredRate(suite.app, token, Plans.refundable, { skip: 110 });
    const booking = await bookPlan(
      suite,
      token,
      (plan, hotel) => plan === offered.plan && hotel === offered.hotel,
    );
    const during = await searchDetails(suite.app, token, stayAt(offered.hotel.id));
    expect(rateOf(during, offered.plan.code).rate.roomsLeft).toBe(offered.rate.roomsLeft - 1);
    const quote = await quoteOf(suite.app, token, booking.reference);
    expect((await cancel(suite.app, token, booking.reference, quote.refund.amount)).statusCode).toBe(200);
    const after = await searchDetails(suite.app, token, stayAt(offered.hotel.id));
    expect(rateOf(after, offered.plan.code).rate.roomsLeft).toBe(offered.rate.roomsLeft);
  });
});
