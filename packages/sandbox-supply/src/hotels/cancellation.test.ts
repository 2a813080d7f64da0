import { describe, expect, it } from 'vitest';
import { dayNumber } from '../flights/util/dates';
import { cancellationTerms, Deadlines, penaltyOf } from './cancellation';
import { bank, NOW, noneSold, stayOf } from './test-stays';
import type { BedBankRatePlan } from './types';

/** The local wall time of an instant in a zone, worked out independently with Intl. */
function wallTime(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

function plan(
  freeDays: number,
  tiers: NonNullable<BedBankRatePlan['cancellation']>['tiers'],
): BedBankRatePlan {
  return {
    code: 'STD-BB-FLX',
    roomCode: 'STD',
    board: 'Breakfast',
    refundable: true,
    cancellation: { freeUntilDaysBefore: freeDays, tiers },
    holdable: false,
    onRequest: false,
    priceCheck: 'Stable',
  };
}

const amounts = { nightly: [30_000, 40_000, 50_000], baseTotal: 120_000, total: 138_000 };

describe('cancellation terms', () => {
  it('end the free period at local midnight across the change to summer time (London, late March)', () => {
    const rule = plan(3, [
      { daysBefore: 3, penalty: { kind: 'Nights', nights: 1 } },
      { daysBefore: 1, penalty: { kind: 'Percent', percent: 50 } },
      { daysBefore: 0, penalty: { kind: 'Percent', percent: 100 } },
    ]);
    // Clocks go forward at 01:00 UTC on Sunday 29 March 2026.
    const terms = cancellationTerms(rule, new Deadlines('Europe/London', dayNumber('2026-03-31')), amounts)!;
    expect(terms.freeUntil).toBe('2026-03-28T00:00:00.000Z');
    expect(terms.tiers).toEqual([
      { from: '2026-03-28T00:00:00.000Z', penalty: 34_500 },
      { from: '2026-03-29T23:00:00.000Z', penalty: 69_000 },
      { from: '2026-03-30T23:00:00.000Z', penalty: 138_000 },
    ]);
    const onTheDay = cancellationTerms(
      rule,
      new Deadlines('Europe/London', dayNumber('2026-03-29')),
      amounts,
    )!;
    expect(onTheDay.tiers.at(-1)!.from).toBe('2026-03-29T00:00:00.000Z');
  });

  it('end it at local midnight in a zone without summer time (Dubai)', () => {
    const rule = plan(2, [{ daysBefore: 2, penalty: { kind: 'Nights', nights: 2 } }]);
    const terms = cancellationTerms(rule, new Deadlines('Asia/Dubai', dayNumber('2026-11-10')), amounts)!;
    expect(terms).toEqual({
      freeUntil: '2026-11-07T20:00:00.000Z',
      tiers: [{ from: '2026-11-07T20:00:00.000Z', penalty: Math.round((138_000 * 70_000) / 120_000) }],
    });
  });

  it('work penalties out from the total with taxes: nights by their share, percent of it, never more', () => {
    expect(penaltyOf({ kind: 'Nights', nights: 1 }, amounts)).toBe(34_500);
    expect(penaltyOf({ kind: 'Nights', nights: 5 }, amounts)).toBe(138_000);
    expect(penaltyOf({ kind: 'Percent', percent: 50 }, amounts)).toBe(69_000);
  });

  it('gives every refundable offer deadlines at the hotel’s local midnight, before check-in, in order', () => {
    const stay = stayOf('2026-03-31', 3);
    let checked = 0;
    for (const city of ['LHR', 'DXB', 'SYD']) {
      for (const hotel of bank.hotelsOfCity(city).slice(0, 8)) {
        for (const offer of bank.offers({ hotelId: hotel.id, stay, sold: noneSold, now: NOW })) {
          const plan = bank.ratePlans(hotel.id).find((p) => p.code === offer.rateCode)!;
          if (!offer.refundable) {
            expect(offer.cancellation).toBeNull();
            continue;
          }
          const terms = offer.cancellation!;
          const freeDay = new Date(
            (dayNumber('2026-03-31') - plan.cancellation!.freeUntilDaysBefore) * 86_400_000,
          );
          expect(wallTime(terms.freeUntil!, hotel.timeZone)).toBe(
            `${freeDay.toISOString().slice(0, 10)} 00:00`,
          );
          expect(terms.tiers[0]!.from).toBe(terms.freeUntil);
          const froms = terms.tiers.map((t) => Date.parse(t.from));
          expect(froms).toEqual([...froms].sort((a, b) => a - b));
          const penalties = terms.tiers.map((t) => t.penalty);
          expect(penalties).toEqual([...penalties].sort((a, b) => a - b));
          expect(Math.max(...penalties)).toBeLessThanOrEqual(offer.total);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('lets holdable rates be held until the free period ends at the latest', () => {
    const stay = stayOf('2026-10-04', 2);
    const offers = bank
      .hotelsOfCity('DXB')
      .flatMap((h) => bank.offers({ hotelId: h.id, stay, sold: noneSold, now: NOW }));
    const held = offers.filter((o) => o.holdable);
    expect(held.length).toBeGreaterThan(5);
    for (const offer of held) {
      expect(Date.parse(offer.holdUntil!)).toBeLessThanOrEqual(Date.parse(offer.cancellation!.freeUntil!));
      expect(Date.parse(offer.holdUntil!)).toBeGreaterThanOrEqual(NOW.getTime() + 3_600_000);
      expect(Date.parse(offer.holdUntil!)).toBeLessThanOrEqual(NOW.getTime() + 72 * 3_600_000);
    }
    expect(held.some((o) => o.holdUntil === o.cancellation!.freeUntil)).toBe(true);
    // A free period already over leaves nothing to hold.
    for (const offer of offers.filter(
      (o) => o.refundable && Date.parse(o.cancellation!.freeUntil!) <= NOW.getTime(),
    ))
      expect(offer.holdUntil).toBeNull();
    expect(offers.filter((o) => !o.refundable).every((o) => !o.holdable && o.holdUntil === null)).toBe(true);
  });
});
