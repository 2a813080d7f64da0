import { describe, expect, it } from 'vitest';
import type { RateOffer } from '@portal/sandbox-supply';
import { hotelTime, nonRefundableText, toRateView } from './rate-view';

/** 33.35 BDT a dirham, as the starting rates store it. */
const aed = { currency: 'AED', bdtPerUnitMicros: 33_350_000, minorDigits: 2 };
const dubai = { timeZone: 'Asia/Dubai' };

const offer = (overrides: Partial<RateOffer> = {}): RateOffer => ({
  hotelId: 'H1',
  roomCode: 'DBL',
  rateCode: 'DBL-BB-FLEX',
  board: 'Breakfast',
  refundable: true,
  onRequest: false,
  holdable: true,
  currency: 'AED',
  roomCount: 1,
  nightly: [
    { date: '2026-12-17', amount: 400_00 },
    { date: '2026-12-18', amount: 400_00 },
    { date: '2026-12-19', amount: 500_00 },
  ],
  baseTotal: 1_300_00,
  taxes: 67_33,
  total: 1_367_33,
  payAtHotel: [{ name: 'Tourism dirham', amount: 45_00 }],
  // Free until local midnight three days before check-in (20:00 UTC the day before), then one night, then all.
  cancellation: {
    freeUntil: '2026-12-13T20:00:00.000Z',
    tiers: [
      { from: '2026-12-13T20:00:00.000Z', penalty: 420_78 },
      { from: '2026-12-16T20:00:00.000Z', penalty: 1_367_33 },
    ],
  },
  roomsLeft: 4,
  holdUntil: '2026-12-12T20:00:00.000Z',
  ...overrides,
});

describe('toRateView', () => {
  it('prices the rate in BDT beside the supplier total and the rate used', () => {
    const view = toRateView({ offer: offer(), hotel: dubai, rate: aed });
    expect(view.price.total).toEqual({ amount: 45_600_46, currency: 'BDT' });
    expect(view.price.perNight).toEqual({ amount: 15_200_15, currency: 'BDT' });
    expect(view.price.taxes).toEqual({ amount: 2_245_46, currency: 'BDT' });
    expect(view.price.nightly.map((night) => night.amount.amount)).toEqual([13_340_00, 13_340_00, 16_675_00]);
    expect(view.price.supplierTotal).toEqual({ amount: 1_367_33, currency: 'AED' });
    expect(view.price.exchangeRate).toBe('33.35');
    expect(view.price.payAtHotel).toEqual([
      { name: 'Tourism dirham', amount: { amount: 45_00, currency: 'AED' } },
    ]);
    expect(view).toMatchObject({
      roomRateGuid: 'DBL-BB-FLEX',
      board: 'Breakfast',
      holdable: true,
      roomsLeft: 4,
    });
  });

  it('writes the policy in plain words with the deadlines in the hotel’s time', () => {
    const plan = {
      cancellation: {
        freeUntilDaysBefore: 3,
        tiers: [
          { daysBefore: 3, penalty: { kind: 'Nights' as const, nights: 1 } },
          { daysBefore: 0, penalty: { kind: 'Percent' as const, percent: 100 } },
        ],
      },
    };
    const { policy } = toRateView({ offer: offer(), hotel: dubai, rate: aed, plan });
    expect(policy.freeUntilHotelTime).toBe('2026-12-14 00:00');
    expect(policy.tiers.map((tier) => tier.fromHotelTime)).toEqual(['2026-12-14 00:00', '2026-12-17 00:00']);
    expect(policy.tiers[0]?.penalty).toEqual({ amount: 14_033_01, currency: 'BDT' });
    expect(policy.text).toBe(
      'Free cancellation until 14 Dec 2026, 00:00 hotel time. From then, BDT 14,033.01 (1 night); ' +
        'from check-in, the full amount (BDT 45,600.46).',
    );
  });

  it('says a free period already over has ended and what cancelling costs now', () => {
    const plan = {
      cancellation: {
        freeUntilDaysBefore: 3,
        tiers: [
          { daysBefore: 3, penalty: { kind: 'Nights' as const, nights: 1 } },
          { daysBefore: 0, penalty: { kind: 'Percent' as const, percent: 100 } },
        ],
      },
    };
    const { policy } = toRateView({
      offer: offer(),
      hotel: dubai,
      rate: aed,
      plan,
      now: new Date('2026-12-15T09:00:00.000Z'),
    });
    expect(policy.text).toBe(
      'The free cancellation period ended on 14 Dec 2026, 00:00 hotel time. Cancelling now costs ' +
        'BDT 14,033.01 (1 night); from check-in, the full amount (BDT 45,600.46).',
    );
  });

  it('names a tier by its date when it does not follow the free period, and leaves out a rule it cannot match', () => {
    const { policy } = toRateView({
      offer: offer({
        cancellation: {
          freeUntil: null,
          tiers: [
            { from: '2026-12-10T08:00:00.000Z', penalty: 100_00 },
            { from: '2026-12-16T20:00:00.000Z', penalty: 1_367_33 },
          ],
        },
      }),
      hotel: dubai,
      rate: aed,
    });
    expect(policy.freeUntil).toBeNull();
    expect(policy.text).toBe(
      'From 10 Dec 2026, 12:00 hotel time, BDT 3,335.00; from check-in, the full amount (BDT 45,600.46).',
    );
  });

  it('says each charge once when a later tier charges the same', () => {
    const { policy } = toRateView({
      offer: offer({
        cancellation: {
          freeUntil: '2026-12-13T20:00:00.000Z',
          tiers: [
            { from: '2026-12-13T20:00:00.000Z', penalty: 1_367_33 },
            { from: '2026-12-16T20:00:00.000Z', penalty: 1_367_33 },
          ],
        },
      }),
      hotel: dubai,
      rate: aed,
    });
    expect(policy.text).toBe(
      'Free cancellation until 14 Dec 2026, 00:00 hotel time. From then, the full amount (BDT 45,600.46).',
    );
  });

  it('says a non-refundable rate costs the full amount', () => {
    const { policy, refundable } = toRateView({
      offer: offer({ refundable: false, cancellation: null, holdable: false, holdUntil: null }),
      hotel: dubai,
      rate: aed,
    });
    expect(refundable).toBe(false);
    expect(policy).toEqual({
      refundable: false,
      freeUntil: null,
      freeUntilHotelTime: null,
      tiers: [],
      text: nonRefundableText,
    });
  });

  it('writes an instant as the hotel does', () => {
    expect(hotelTime('2026-12-13T20:00:00.000Z', 'Asia/Dubai')).toBe('2026-12-14 00:00');
    expect(hotelTime('2026-12-13T20:00:00.000Z', 'Asia/Bangkok')).toBe('2026-12-14 03:00');
  });
});
