import { describe, expect, it } from 'vitest';
import type { SupplyOffer } from '../types';
import { cabinRank, isSameOrHigherCabin } from './cabin-rank';
import { AfterSalesError } from './errors';
import { quoteExchange, type ExchangeInput } from './exchange-quote';
import { exchangeDateWindow } from './exchange-window';
import { priceByJourney } from './journey-shares';
import {
  BACK_DATE,
  departureOf,
  familyPnr,
  hoursBefore,
  oneWayHome,
  returnOffer,
  supply,
} from './test-offers';
import { query } from '../test-queries';

const NEW_BACK_DATE = '2027-04-26';
const now = new Date('2027-04-01T06:00:00Z');
const biman = returnOffer('BG');
const saudia = returnOffer('SV');
const bimanHome = oneWayHome('BG', NEW_BACK_DATE)[0]!;
const saudiaHome = oneWayHome('SV', NEW_BACK_DATE)[0]!;

function exchange(extra: Partial<ExchangeInput>) {
  return quoteExchange({
    oldOffer: biman,
    oldBrandIndex: 0,
    newOffer: bimanHome,
    newBrandIndex: 0,
    changedJourneys: [1],
    passengers: familyPnr,
    now,
    ...extra,
  });
}

function errorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AfterSalesError) return error.code;
    throw error;
  }
  return undefined;
}

describe('exchange date window', () => {
  it('runs from today or a month before the journey, after the outbound, to a year after the first departure', () => {
    const window = (journeyIndex: number, changedJourneys?: number[]) =>
      exchangeDateWindow({ offer: biman, brandIndex: 0, journeyIndex, now, changedJourneys });
    expect(window(1)).toEqual({ minDate: '2027-04-14', maxDate: '2028-04-14' });
    expect(window(0)).toEqual({ minDate: '2027-04-01', maxDate: BACK_DATE });
    expect(window(0, [0, 1])).toEqual({ minDate: '2027-04-01', maxDate: '2028-04-14' });
    const early = exchangeDateWindow({
      offer: biman,
      brandIndex: 0,
      journeyIndex: 0,
      now: new Date('2027-01-05'),
    });
    expect(early.minDate).toBe('2027-03-15');
  });

  it('refuses a brand without changes, and a Saver after its no-show', () => {
    const lowCost = supply.search(query([['DAC', 'DXB', '2027-04-14']]), 'LCC')[0]!;
    const basic = lowCost.brands.findIndex((b) => !b.changeable);
    expect(basic).toBeGreaterThanOrEqual(0);
    expect(() => exchangeDateWindow({ offer: lowCost, brandIndex: basic, journeyIndex: 0, now })).toThrow(
      AfterSalesError,
    );
    const afterDeparture = hoursBefore(departureOf(biman, 1), -2);
    expect(
      errorCode(() =>
        exchangeDateWindow({ offer: biman, brandIndex: 0, journeyIndex: 1, now: afterDeparture }),
      ),
    ).toBe('ChangesNotPermitted');
  });

  it('refuses a change once the fare’s year of validity is over', () => {
    const flex = saudia.brands.findIndex((b) =>
      b.dateChange.some((p) => p.window === 'NoShow' && p.amount !== null),
    );
    expect(flex).toBeGreaterThan(0);
    const late = new Date('2028-05-01T00:00:00Z');
    expect(
      errorCode(() => exchangeDateWindow({ offer: saudia, brandIndex: flex, journeyIndex: 1, now: late })),
    ).toBe('FareExpired');
  });
});

describe('exchange quote', () => {
  const saver = biman.brands[0]!;
  const adultOld = saver.prices.find((p) => p.passengerType === 'ADT')!;
  const adultNew = bimanHome.brands[0]!.prices.find((p) => p.passengerType === 'ADT')!;
  const inboundShare = (offer: SupplyOffer, brand: number, type: 'ADT' | 'CHD') => {
    const parts = priceByJourney(
      offer,
      offer.brands[brand]!.prices.find((p) => p.passengerType === type)!,
    );
    return { base: parts.baseFare[1]!, tax: parts.taxLines.reduce((s, l) => s + l.amounts[1]!, 0) };
  };

  it('collects the fare difference, the tax difference and the change fee when the new fare is dearer', () => {
    const quote = exchange({});
    const old = inboundShare(biman, 0, 'ADT');
    const a = quote.passengers[0]!;
    expect(quote.window).toBe('MoreThan72Hours');
    expect(a).toMatchObject({
      passengerIndex: 0,
      type: 'ADT',
      oldBaseFare: old.base,
      newBaseFare: adultNew.baseFare,
      fareDifference: adultNew.baseFare - old.base,
      taxDifference: adultNew.gross - adultNew.baseFare - old.tax,
      changePenalty: 450_000,
      residual: null,
    });
    expect(a.fareDifference).toBeGreaterThan(0);
    expect(a.total).toBe(a.fareDifference + a.taxDifference + a.changePenalty);
    expect(quote.totals.total).toBe(quote.passengers.reduce((s, p) => s + p.total, 0));
    expect(quote.totals.total).toBeGreaterThan(0);
    expect(quote.totals.changePenalty).toBe(3 * 450_000);
    expect(adultOld.baseFare).toBeGreaterThan(old.base);
  });

  it('charges the fee of the window the changed journey is in', () => {
    const quote = exchange({ now: hoursBefore(departureOf(biman, 1), 30) });
    expect(quote.window).toBe('Within72Hours');
    expect(quote.passengers[0]!.changePenalty).toBe(675_000);
  });

  it('refunds the residual of a refundable brand when the new fare is lower, giving a negative total', () => {
    const quote = exchange({ oldBrandIndex: 1 });
    const a = quote.passengers[0]!;
    expect(a.fareDifference).toBeLessThan(0);
    expect(a.residual).toEqual({ amount: -a.fareDifference, treatment: 'Refunded' });
    expect(a.total).toBe(a.fareDifference + a.taxDifference + a.changePenalty);
    expect(quote.totals.total).toBeLessThan(0);
    expect(quote.totals.residualRefunded).toBe(quote.passengers.reduce((s, p) => s + p.residual!.amount, 0));
    expect(quote.totals.residualForfeited).toBe(0);
  });

  it('forfeits the residual of a non-refundable brand: the lower fare counts as no difference', () => {
    expect(saudia.brands[0]!.refundable).toBe(false);
    const quote = exchange({ oldOffer: saudia, newOffer: saudiaHome });
    const a = quote.passengers[0]!;
    expect(a.fareDifference).toBeLessThan(0);
    expect(a.residual).toEqual({ amount: -a.fareDifference, treatment: 'Forfeited' });
    expect(a.total).toBe(a.taxDifference + a.changePenalty);
    expect(quote.totals.residualRefunded).toBe(0);
    expect(quote.totals.total).toBeGreaterThan(0);
  });

  it('ranks the cabins and refuses a move to a lower one, but allows a move up', () => {
    expect(['Economy', 'PremiumEconomy', 'Business', 'First'].map((c) => cabinRank(c as never))).toEqual([
      0, 1, 2, 3,
    ]);
    expect(isSameOrHigherCabin('Business', 'Economy')).toBe(false);
    const business = returnOffer('BG', { adults: 2, childAges: [6], cabin: 'Business' });
    expect(errorCode(() => exchange({ oldOffer: business }))).toBe('CabinDowngrade');
    const upgrade = oneWayHome('BG', NEW_BACK_DATE, { adults: 2, childAges: [6], cabin: 'Business' })[0]!;
    expect(exchange({ newOffer: upgrade }).totals.total).toBeGreaterThan(exchange({}).totals.total);
  });

  it('refuses changes the brand forbids, flown journeys, other airlines and dates outside the window', () => {
    const afterDeparture = hoursBefore(departureOf(biman, 1), -2);
    expect(errorCode(() => exchange({ now: afterDeparture }))).toBe('ChangesNotPermitted');
    expect(errorCode(() => exchange({ flownJourneys: [1] }))).toBe('SegmentFlown');
    expect(errorCode(() => exchange({ changedJourneys: [] }))).toBe('NothingToChange');
    expect(errorCode(() => exchange({ changedJourneys: [0, 1] }))).toBe('UnknownJourney');
    expect(errorCode(() => exchange({ newOffer: saudiaHome }))).toBe('OtherAirline');
    expect(errorCode(() => exchange({ passengers: [{ index: 0, type: 'INF' }] }))).toBe('UnknownPassenger');
    const tooEarly = oneWayHome('BG', '2027-04-12')[0]!;
    expect(errorCode(() => exchange({ newOffer: tooEarly }))).toBe('DateOutOfWindow');
  });
});
