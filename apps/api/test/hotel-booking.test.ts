import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HotelBookingErrorCode,
  HotelBookingMessage,
  HotelPaths,
  MoneyErrorCode,
  type ErrorBody,
  type HotelBooked,
  type HotelBookingPage,
} from '@portal/contracts';
import { passbookLines } from './support/after-sales';
import {
  book,
  bookBody,
  bookingOf,
  bookPlan,
  checkRate,
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
import { pdfText } from './support/pdf-text';
import { staffWith } from './support/staff';

const suite = useHotelApp();

async function queueOf(token: string, query: Record<string, string> = {}) {
  const response = await get(suite.app, token, HotelPaths.bookings, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HotelBookingPage>();
}

describe('booking from the wallet', () => {
  it('charges the BDT total in the transaction that takes the rooms, under a passbook line naming the HB- reference', async () => {
    const { token } = await suite.fundedAgency('Wallet Hotels');
    const before = await balanceOf(suite.app, token);
    const { hotel, key, rate } = await offeredRate(suite.app, token, Plans.refundable, { rooms: 2 });
    const check = await checkRate(suite.app, token, key);
    expect(check.outcome).toBe('Unchanged');
    expect(check.walletBalance).toEqual({ amount: before.availableBalance, currency: 'BDT' });

    const booked = await book(suite.app, token, bookBody(check));
    expect(booked.statusCode, booked.body).toBe(200);
    const { reference, status } = booked.json<HotelBooked>();
    expect(reference).toMatch(/^HB-\d{7,}$/);
    expect(status).toBe('Confirmed');

    const total = check.rate.price.total.amount;
    expect(total).toBe(rate.price.total.amount);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(before.walletBalance - total);
    const lines = await passbookLines(suite.app, token, reference);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'hotel', reference, debit: total, credit: 0 });
    expect(lines[0]?.description).toContain(hotel.name);

    const booking = await bookingOf(suite.app, token, reference);
    expect(booking).toMatchObject({
      reference,
      status: 'Confirmed',
      paid: true,
      roomName: check.roomName,
      supplierReference: expect.stringMatching(/^BB/),
      confirmationNumber: expect.stringMatching(/^HC/),
      can: { pay: false, cancel: true, print: true, invoice: true },
    });
    expect(booking.rooms).toHaveLength(2);
    expect(booking.rooms[0]?.specialRequest).toBe('High floor, away from the lift');
    expect(booking.price.total.amount).toBe(total);
    expect(booking.history.map((event) => event.action)).toEqual(['Book']);

    const queue = await queueOf(token, { search: reference });
    expect(queue.items.map((row) => row.reference)).toEqual([reference]);
    expect(queue.counts).toMatchObject({ all: 1, confirmed: 1, onHold: 0 });
    expect(queue.items[0]).toMatchObject({ leadGuest: 'Karim Rahman', roomCount: 2, paid: true });
  });

  it('prints a voucher and an invoice that are PDFs with the booking’s facts', async () => {
    const { token } = await suite.fundedAgency('Print Hotels');
    const booking = await bookPlan(suite, token, Plans.refundable, { skip: 10 });

    const voucher = await get(suite.app, token, HotelPaths.voucher, { reference: booking.reference });
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    expect(voucher.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const voucherText = pdfText(voucher.rawPayload);
    for (const fact of [
      'Hotel voucher',
      booking.reference,
      booking.hotel.name,
      booking.hotel.phone,
      booking.confirmationNumber ?? '',
      booking.supplierReference ?? '',
      'Mr Karim Rahman',
      booking.hotel.checkInTime,
    ]) {
      expect(voucherText).toContain(fact);
    }
    // The address names its area and city once: the bed bank's street address already ends with them.
    expect(voucherText.replace(/\n/g, '')).toContain(
      `${booking.hotel.address}, ${booking.hotel.countryName}`,
    );

    const invoice = await get(suite.app, token, HotelPaths.invoice, { reference: booking.reference });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const invoiceText = pdfText(invoice.rawPayload);
    expect(invoiceText).toContain(`INV-${booking.reference}`);
    expect(invoiceText).toContain(booking.price.exchangeRate);
    expect(invoiceText).toContain(
      `BDT ${Math.floor(booking.price.total.amount / 100).toLocaleString('en-US')}.${String(booking.price.total.amount % 100).padStart(2, '0')}`,
    );
  });

  it('writes nothing when the wallet cannot pay: 422 insufficient balance, no booking, the rooms still free', async () => {
    const { token } = await suite.fundedAgency('Poor Hotels', 100_00);
    const { hotel, plan, key, rate } = await offeredRate(suite.app, token, Plans.refundable, { skip: 20 });
    const check = await checkRate(suite.app, token, key);
    const refused = await book(suite.app, token, bookBody(check));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<ErrorBody>().error.code).toBe(MoneyErrorCode.InsufficientBalance);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(100_00);
    expect((await queueOf(token)).total).toBe(0);
    const again = await searchDetails(suite.app, token, stayAt(hotel.id));
    expect(rateOf(again, plan.code).rate.roomsLeft).toBe(rate.roomsLeft);
  });
});

describe('the price check', () => {
  it('reports a moved price, which Book refuses until the agent accepts it, then charges the new one', async () => {
    const { token } = await suite.fundedAgency('Moving Prices');
    let check;
    for (let skip = 0; skip < 20 && !check; skip += 1) {
      const { key } = await offeredRate(suite.app, token, Plans.priceMoves, { skip });
      const checked = await checkRate(suite.app, token, key);
      if (checked.outcome !== 'Unchanged') check = checked;
    }
    if (!check) throw new Error('no rate moved its price at the check');
    expect(['PriceChanged', 'PriceAndPolicyChanged']).toContain(check.outcome);
    expect(check.rate.price.total.amount).not.toBe(check.previous.price.total.amount);

    const refused = await book(suite.app, token, bookBody(check, { acceptChange: false }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toEqual({
      code: HotelBookingErrorCode.ChangeNotAccepted,
      message: HotelBookingMessage.acceptChange,
    });
    const before = await balanceOf(suite.app, token);
    const accepted = await book(suite.app, token, bookBody(check, { acceptChange: true }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(
      before.walletBalance - check.rate.price.total.amount,
    );
  });

  it('wants one lead guest per room (400), and a check of the caller’s own agency (404)', async () => {
    const { token } = await suite.fundedAgency('Lead Guests');
    const other = await suite.fundedAgency('Other Agency');
    const { key } = await offeredRate(suite.app, token, Plans.refundable, { skip: 30, rooms: 2 });
    const check = await checkRate(suite.app, token, key);
    const body = bookBody(check);
    const short = await book(suite.app, token, { ...body, rooms: body.rooms.slice(0, 1) });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().error.message).toBe(HotelBookingMessage.leadGuestPerRoom);

    const stranger = await book(suite.app, other.token, body);
    expect(stranger.statusCode).toBe(404);
  });
});

describe('idempotency', () => {
  it('books once for 20 parallel calls with one key, and refuses the key with another body', async () => {
    const { token } = await suite.fundedAgency('Parallel Hotels');
    const offered = await offeredRate(suite.app, token, Plans.refundable, { skip: 40 });
    const check = await checkRate(suite.app, token, offered.key);
    const before = await balanceOf(suite.app, token);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => book(suite.app, token, bookBody(check), key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const references = new Set(answers.map((answer) => answer.json<HotelBooked>().reference));
    expect(references.size).toBe(1);
    expect((await queueOf(token)).total).toBe(1);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(
      before.walletBalance - check.rate.price.total.amount,
    );

    const reused = await book(suite.app, token, bookBody(check, { surname: 'Other' }), key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json<ErrorBody>().error.code).toBe(MoneyErrorCode.IdempotencyKeyReused);
    const keyless = await post(suite.app, token, HotelPaths.book, bookBody(check));
    expect(keyless.statusCode).toBe(400);
  });

  it('books one price check once: two keys racing with it make one booking and one debit, the other 409', async () => {
    const { token } = await suite.fundedAgency('Check Once');
    const offered = await offeredRate(suite.app, token, Plans.refundable, { skip: 75 });
    const check = await checkRate(suite.app, token, offered.key);
    const before = await balanceOf(suite.app, token);
    const answers = await Promise.all([
      book(suite.app, token, bookBody(check), randomUUID()),
      book(suite.app, token, bookBody(check), randomUUID()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort(), answers[1]?.body).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json<ErrorBody>().error).toEqual({
      code: HotelBookingErrorCode.CheckUsed,
      message: HotelBookingMessage.checkUsed,
    });
    expect((await queueOf(token)).total).toBe(1);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(
      before.walletBalance - check.rate.price.total.amount,
    );
    const booked = answers.find((answer) => answer.statusCode === 200)!.json<HotelBooked>();
    expect(await passbookLines(suite.app, token, booked.reference)).toHaveLength(1);

    // Later, too, the check is spent: the price must be checked again.
    const later = await book(suite.app, token, bookBody(check), randomUUID());
    expect(later.statusCode).toBe(409);
    expect(later.json<ErrorBody>().error.code).toBe(HotelBookingErrorCode.CheckUsed);
    const again = await checkRate(suite.app, token, offered.key);
    const rebooked = await book(suite.app, token, bookBody(again), randomUUID());
    expect(rebooked.statusCode, rebooked.body).toBe(200);
  });
});

describe('who may see and book', () => {
  it('answers 404 for another agency’s booking, whatever the call', async () => {
    const owner = await suite.fundedAgency('Owner Hotels');
    const other = await suite.fundedAgency('Prying Hotels');
    const booking = await bookPlan(suite, owner.token, Plans.refundable, { skip: 50 });
    for (const url of [
      HotelPaths.booking,
      HotelPaths.cancellationQuote,
      HotelPaths.voucher,
      HotelPaths.invoice,
    ]) {
      const response = await get(suite.app, other.token, url, { reference: booking.reference });
      expect(response.statusCode, url).toBe(404);
    }
    const cancel = await post(
      suite.app,
      other.token,
      HotelPaths.cancel,
      { reference: booking.reference, expectedRefund: 0 },
      randomUUID(),
    );
    expect(cancel.statusCode).toBe(404);
    expect((await queueOf(other.token)).total).toBe(0);
  });

  it('lets staff without BookHotel search but not check or book (403), and see bookings without history', async () => {
    const { agencyId, token } = await suite.fundedAgency('Staff Hotels');
    const staff = await staffWith(suite.app, suite.t.db, agencyId, ['SearchHotel', 'ShowHotelQueues']);
    const owners = await bookPlan(suite, token, Plans.refundable, { skip: 65 });
    const seen = await bookingOf(suite.app, staff, owners.reference);
    expect(seen).toMatchObject({
      history: [],
      can: { pay: false, cancel: false, print: false, invoice: false },
    });
    expect(owners.history).not.toEqual([]);
    const { key } = await offeredRate(suite.app, staff, Plans.refundable, { skip: 60 });
    expect((await post(suite.app, staff, HotelPaths.checkRate, key)).statusCode).toBe(403);
    const bookCall = await post(
      suite.app,
      staff,
      HotelPaths.book,
      { checkId: randomUUID(), payment: 'Wallet', rooms: [] },
      randomUUID(),
    );
    expect(bookCall.statusCode).toBe(403);
    expect((await queueOf(staff)).total).toBe(1);
  });
});
