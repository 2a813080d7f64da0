import { describe, expect, it } from 'vitest';
import { bank, cityOffers, NOW, noneSold, stayOf } from './test-stays';
import { soldKey, type BedBankRatePlan, type RateOffer } from './types';

const stay = stayOf('2026-11-16', 3, [{ adults: 2, childAges: [6] }]);
const offers = cityOffers('DXB', stay);

function offersChecking(kind: BedBankRatePlan['priceCheck'], refundable?: boolean): RateOffer[] {
  const found = offers
    .filter(
      (f) => f.plan.priceCheck === kind && (refundable === undefined || f.offer.refundable === refundable),
    )
    .map((f) => f.offer);
  expect(found.length).toBeGreaterThan(3);
  return found.slice(0, 10);
}

const recheck = (offer: RateOffer, now = NOW, sold = noneSold) => bank.recheck({ offer, stay, sold, now });

describe('price check before booking', () => {
  it('answers a stable rate as priced', () => {
    for (const offer of offersChecking('Stable')) expect(recheck(offer)).toEqual(offer);
  });

  it('answers null once the rooms are gone for a night', () => {
    const offer = offersChecking('Stable')[0]!;
    const night = stay.checkIn;
    const sold = new Map([
      [soldKey(offer.hotelId, offer.roomCode, night), bank.allotment(offer.hotelId, offer.roomCode, night)],
    ]);
    expect(recheck(offer, NOW, sold)).toBeNull();
    const lastRoom = new Map([
      [
        soldKey(offer.hotelId, offer.roomCode, night),
        bank.allotment(offer.hotelId, offer.roomCode, night) - 1,
      ],
    ]);
    expect(recheck(offer, NOW, lastRoom)?.roomsLeft).toBe(1);
  });

  it('raises a moving price by 3–8 % in every night, the taxes and the total, the same each time', () => {
    for (const offer of offersChecking('PriceMoves')) {
      const moved = recheck(offer)!;
      expect(moved.total).toBeGreaterThan(offer.total);
      const ratio = moved.baseTotal / offer.baseTotal;
      expect(ratio).toBeGreaterThanOrEqual(1.03);
      expect(ratio).toBeLessThanOrEqual(1.09);
      moved.nightly.forEach((n, i) => expect(n.amount).toBeGreaterThan(offer.nightly[i]!.amount));
      expect(moved.taxes).toBeGreaterThan(offer.taxes);
      expect(moved.total).toBe(moved.baseTotal + moved.taxes);
      expect(moved.rateCode).toBe(offer.rateCode);
      // Not cumulative: checking the moved offer again gives the same answer.
      expect(recheck(offer)).toEqual(moved);
      expect(recheck(moved)).toEqual(moved);
      if (moved.cancellation)
        expect(moved.cancellation.tiers.at(-1)!.penalty).toBeGreaterThan(
          offer.cancellation!.tiers.at(-1)!.penalty - 1,
        );
    }
  });

  it('ends a moving policy’s free period one or two days earlier, or makes it non-refundable once that is past', () => {
    for (const offer of offersChecking('PolicyMoves', true)) {
      const moved = recheck(offer)!;
      expect(moved.total).toBe(offer.total);
      const earlier = Date.parse(offer.cancellation!.freeUntil!) - Date.parse(moved.cancellation!.freeUntil!);
      expect([86_400_000, 2 * 86_400_000]).toContain(earlier);
      expect(recheck(moved)).toEqual(moved);
      // Checked an hour before the free period would end: the shorter one is already over.
      const late = new Date(Date.parse(offer.cancellation!.freeUntil!) - 3_600_000);
      const priced = bank
        .offers({ hotelId: offer.hotelId, stay, sold: noneSold, now: late })
        .find((o) => o.rateCode === offer.rateCode)!;
      expect(priced.refundable).toBe(true);
      const lapsed = recheck(priced, late)!;
      expect(lapsed).toMatchObject({
        refundable: false,
        cancellation: null,
        holdable: false,
        holdUntil: null,
      });
    }
  });

  it('decides on-request bookings by their reference: mostly confirmed, two to eight hours later', () => {
    const bookedAt = new Date('2026-10-01T10:00:00Z');
    const outcomes = Array.from({ length: 1000 }, (_, i) =>
      bank.onRequestOutcome(`HB-${100_000 + i}`, bookedAt),
    );
    const confirmed = outcomes.filter((o) => o.decision === 'Confirm').length / outcomes.length;
    expect(confirmed).toBeGreaterThan(0.7);
    expect(confirmed).toBeLessThan(0.8);
    for (const outcome of outcomes) {
      const hours = (outcome.at.getTime() - bookedAt.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThanOrEqual(2);
      expect(hours).toBeLessThanOrEqual(8);
    }
    expect(bank.onRequestOutcome('HB-100007', bookedAt)).toEqual(outcomes[7]);
  });
});
