import { describe, expect, it } from 'vitest';
import { cancellationAt, type CancellableBooking } from './booking-cancellation';
import { hotelTimeText, nextDeadline } from './booking-deadline';

/** A USD 400.00 stay charged BDT 49,000.00 at 122.5. */
const booking: CancellableBooking = {
  status: 'Confirmed',
  paid: true,
  refundable: true,
  currency: 'BDT',
  total: 49_000_00,
  supplierCurrency: 'USD',
  supplierTotal: 400_00,
  supplierMinorDigits: 2,
  exchangeRateMicros: 122_500_000,
  cancellationTerms: {
    freeUntil: '2026-12-10T20:00:00.000Z',
    tiers: [
      { from: '2026-12-10T20:00:00.000Z', penalty: 100_00 },
      { from: '2026-12-14T20:00:00.000Z', penalty: 400_00 },
    ],
  },
  holdUntil: null,
  hotel: { timeZone: 'Asia/Dubai' },
};

describe('cancellationAt', () => {
  it('is free before the free period ends, and holds until then', () => {
    const quote = cancellationAt(booking, new Date('2026-12-01T00:00:00Z'));
    expect(quote).toMatchObject({ paid: 49_000_00, penalty: 0, refund: 49_000_00 });
    expect(quote.validUntil.toISOString()).toBe('2026-12-10T20:00:00.000Z');
    // Its moments read as the policy's do, in words at the hotel's clock.
    expect(quote.text).toBe(
      'Free cancellation until 11 Dec 2026, 00:00 hotel time: the whole BDT 49,000.00 is refunded.',
    );
  });

  it('charges the tier in force at the booking’s own rate, until the next tier starts', () => {
    const quote = cancellationAt(booking, new Date('2026-12-12T00:00:00Z'));
    expect(quote).toMatchObject({ penalty: 12_250_00, refund: 36_750_00 });
    expect(quote.validUntil.toISOString()).toBe('2026-12-14T20:00:00.000Z');
    expect(quote.text).toBe(
      'Cancelling now costs BDT 12,250.00: BDT 36,750.00 is refunded. From 15 Dec 2026, 00:00 hotel time it costs more.',
    );
  });

  it('keeps everything in the last tier, never more than was paid', () => {
    const quote = cancellationAt(booking, new Date('2026-12-15T00:00:00Z'));
    expect(quote).toMatchObject({ penalty: 49_000_00, refund: 0 });
  });

  it('keeps everything of a non-refundable rate; costs nothing unpaid or unconfirmed', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(cancellationAt({ ...booking, refundable: false, cancellationTerms: null }, now).refund).toBe(0);
    expect(cancellationAt({ ...booking, status: 'UnConfirmed' }, now).refund).toBe(49_000_00);
    const held = cancellationAt(
      { ...booking, status: 'OnHold', paid: false, holdUntil: new Date('2026-12-02T00:00:00Z') },
      now,
    );
    expect(held).toMatchObject({ paid: 0, penalty: 0, refund: 0 });
    expect(held.validUntil.toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });
});

describe('nextDeadline', () => {
  const base = { status: 'OnHold' as const, holdUntil: new Date('2026-12-03T00:00:00Z') };
  it('names the nearer of the hold and the free cancellation, soon within 72 hours', () => {
    const deadline = nextDeadline(
      { ...base, freeCancellationUntil: new Date('2026-12-10T20:00:00Z') },
      'Asia/Dubai',
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(deadline).toEqual({
      kind: 'Hold',
      at: '2026-12-03T00:00:00.000Z',
      atHotelTime: '2026-12-03 04:00',
      soon: true,
    });
  });

  it('skips deadlines passed and bookings closed', () => {
    const now = new Date('2026-12-05T00:00:00Z');
    const free = new Date('2026-12-10T20:00:00Z');
    expect(nextDeadline({ ...base, freeCancellationUntil: free }, 'UTC', now)).toMatchObject({
      kind: 'FreeCancellation',
      soon: false,
    });
    expect(
      nextDeadline({ ...base, status: 'Cancelled', freeCancellationUntil: free }, 'UTC', now),
    ).toBeNull();
  });

  it('writes hotel time as the hotel does', () => {
    expect(hotelTimeText(new Date('2026-12-14T19:59:00Z'), 'Asia/Dubai')).toBe('2026-12-14 23:59');
  });
});
