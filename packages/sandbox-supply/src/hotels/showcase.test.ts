import { describe, expect, it } from 'vitest';
import { createBedBank } from './create-bed-bank';
import { NOW, noneSold, SEED, stayOf } from './test-stays';

const bigCities = ['DXB', 'BKK', 'KUL', 'SIN', 'JED', 'MED', 'LHR', 'IST', 'DAC', 'CCU', 'DEL'];

/**
 * The sales flow's own tests search a big city for two adults and a child for three nights, keep the 4-star hotels
 * with breakfast, and need every kind of rate there: whatever the seed and the dates.
 */
describe('rates the sales flow relies on', () => {
  for (const seed of [SEED, 7]) {
    const bank = createBedBank({ seed, latency: 'zero' });
    for (const checkIn of ['2026-10-20', '2027-01-07', '2027-08-12']) {
      it(`are in every big city's 4-star hotels with breakfast (seed ${seed}, ${checkIn})`, () => {
        const stay = stayOf(checkIn, 3, [{ adults: 2, childAges: [7] }]);
        for (const city of bigCities) {
          const rates = bank.sources
            .flatMap((s) =>
              bank.searchSource({
                sourceCode: s.code,
                destination: { cityCode: city },
                stay,
                sold: noneSold,
                now: NOW,
              }),
            )
            .filter((found) => found.hotel.stars === 4)
            .flatMap((found) =>
              found.offers
                .filter((o) => o.board === 'Breakfast')
                .map((offer) => ({
                  offer,
                  plan: bank.ratePlans(found.hotel.id).find((p) => p.code === offer.rateCode)!,
                })),
            );
          const count = (test: (r: (typeof rates)[number]) => boolean) => rates.filter(test).length;
          expect(
            count((r) => r.offer.refundable && !r.offer.onRequest && r.plan.priceCheck === 'Stable'),
            city,
          ).toBeGreaterThanOrEqual(5);
          expect(
            count((r) => !r.offer.refundable && !r.offer.onRequest && r.plan.priceCheck === 'Stable'),
            city,
          ).toBeGreaterThanOrEqual(5);
          expect(
            count((r) => r.offer.holdable),
            city,
          ).toBeGreaterThanOrEqual(5);
          expect(
            count((r) => r.offer.onRequest),
            city,
          ).toBeGreaterThanOrEqual(5);
          expect(
            count((r) => r.plan.priceCheck === 'PriceMoves'),
            city,
          ).toBeGreaterThanOrEqual(5);
          expect(
            count((r) => r.plan.priceCheck === 'PolicyMoves'),
            city,
          ).toBeGreaterThanOrEqual(5);
        }
      });
    }
  }
});
