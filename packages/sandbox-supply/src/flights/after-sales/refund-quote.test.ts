import { describe, expect, it } from 'vitest';
import type { SupplyOffer } from '../types';
import { AfterSalesError } from './errors';
import { priceByJourney } from './journey-shares';
import { penaltyAmount } from './penalty-window';
import { quoteRefund, type RefundInput } from './refund-quote';
import { departureOf, familyPnr, hoursBefore, returnOffer } from './test-offers';

// Biman, Dhaka–Dubai and back: Saver and Flexi are both refundable for a fee, no refund after a no-show.
const biman = returnOffer('BG');
// Saudia's cheapest brand is not refundable.
const saudia = returnOffer('SV');
const outbound = departureOf(biman, 0);
const inbound = departureOf(biman, 1);

function refund(offer: SupplyOffer, extra: Partial<RefundInput> = {}) {
  return quoteRefund({
    offer,
    brandIndex: 0,
    passengers: familyPnr,
    selectedPassengers: [0, 1, 2],
    flownJourneys: [],
    involuntary: false,
    now: hoursBefore(departureOf(offer, 0), 24 * 30),
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

describe('refund quote', () => {
  const saver = biman.brands[0]!;
  const adult = saver.prices.find((p) => p.passengerType === 'ADT')!;
  const child = saver.prices.find((p) => p.passengerType === 'CHD')!;

  it('refunds an unflown refundable ticket a month out: the whole price less the fee, once per passenger', () => {
    const quote = refund(biman);
    expect([quote.window, quote.refundable, quote.refundJourneys]).toEqual(['MoreThan72Hours', true, [0, 1]]);
    expect(quote.departure).toEqual(outbound);
    const [a, , c] = quote.passengers;
    expect(a).toMatchObject({
      passengerIndex: 0,
      type: 'ADT',
      baseFareRefund: adult.baseFare,
      taxRefund: adult.gross - adult.baseFare,
      penalty: 675_000,
      forfeited: 0,
      total: adult.gross - 675_000,
    });
    expect(a!.lines).toEqual(adult.taxLines);
    expect(c!.total).toBe(child.gross - penaltyAmount(saver.cancellation, 'MoreThan72Hours', 'CHD')!);
    expect(quote.totals.total).toBe(2 * (adult.gross - 675_000) + c!.total);
    expect(quote.totals.penalty).toBe(3 * 675_000);
  });

  it('recalls the commission on the refunded base fare', () => {
    const [a] = refund(biman).passengers;
    expect(biman.commissionBps).toBe(700);
    expect(a!.commissionRecalled).toBe(Math.round((adult.baseFare * 700) / 10_000));
    expect(a!.agencyTotal).toBe(a!.total - a!.commissionRecalled);
  });

  it('moves to the next window at exactly 72 and 24 hours before departure, and to no-show at departure', () => {
    const windowAt = (hours: number) => refund(biman, { now: hoursBefore(outbound, hours) });
    expect(refund(biman, { now: new Date(outbound.getTime() - 72 * 3_600_000 - 1) }).window).toBe(
      'MoreThan72Hours',
    );
    expect(windowAt(72).window).toBe('Within72Hours');
    expect(windowAt(72).passengers[0]!.penalty).toBe(1_012_500);
    expect(windowAt(24).window).toBe('Within24Hours');
    expect(windowAt(24).passengers[0]!.penalty).toBe(1_350_000);
    expect(refund(biman, { now: new Date(outbound.getTime() - 1) }).window).toBe('Within24Hours');
    const noShow = windowAt(0);
    expect(noShow.window).toBe('NoShow');
    // The Saver files no no-show refund: the base fare and the carrier surcharge are kept, the other taxes come back.
    expect(noShow.refundable).toBe(false);
    const a = noShow.passengers[0]!;
    const surcharge = adult.taxLines.find((l) => l.code === 'YQ')!.amount;
    expect(a).toMatchObject({ baseFareRefund: 0, penalty: 0, forfeited: adult.baseFare + surcharge });
    expect(a.taxRefund).toBe(adult.gross - adult.baseFare - surcharge);
    expect(a.lines.map((l) => l.code)).not.toContain('YQ');
    expect(a.total).toBe(a.taxRefund);
  });

  it('gives a non-refundable fare its unused government taxes only', () => {
    const brand = saudia.brands[0]!;
    expect(brand.refundable).toBe(false);
    const price = brand.prices.find((p) => p.passengerType === 'ADT')!;
    const government = price.taxLines.filter((l) => l.code !== 'YQ');
    const quote = refund(saudia);
    expect(quote.refundable).toBe(false);
    expect(quote.passengers[0]).toMatchObject({
      baseFareRefund: 0,
      penalty: 0,
      taxRefund: government.reduce((sum, l) => sum + l.amount, 0),
      commissionRecalled: 0,
      lines: government,
    });
    expect(quote.passengers[0]!.total).toBeGreaterThan(0);
  });

  it('waives the fee and refunds the base fare of any brand when the airline cancelled the flight', () => {
    const quote = refund(saudia, { involuntary: true, now: hoursBefore(departureOf(saudia, 0), 2) });
    const price = saudia.brands[0]!.prices.find((p) => p.passengerType === 'ADT')!;
    expect(quote).toMatchObject({ window: 'Within24Hours', refundable: true, involuntary: true });
    expect(quote.passengers[0]).toMatchObject({
      baseFareRefund: price.baseFare,
      penalty: 0,
      total: price.gross,
    });
    expect(quote.totals.penalty).toBe(0);
    const noShow = refund(biman, { involuntary: true, now: hoursBefore(outbound, -1) });
    expect(noShow.passengers[0]!.total).toBe(adult.gross);
  });

  it('refunds one passenger of two', () => {
    const quote = refund(biman, { selectedPassengers: [1] });
    expect(quote.passengers.map((p) => p.passengerIndex)).toEqual([1]);
    expect(quote.totals.total).toBe(adult.gross - 675_000);
    expect(quote.totals.total).toBe(quote.passengers[0]!.total);
  });

  it('refunds the inbound of a flown return: its own taxes, its share of the fare, the fee by its departure', () => {
    const now = hoursBefore(inbound, 48);
    const quote = refund(biman, { flownJourneys: [0], now });
    expect([quote.refundJourneys, quote.window, quote.departure]).toEqual([[1], 'Within72Hours', inbound]);
    const a = quote.passengers[0]!;
    const codes = a.lines.map((l) => l.code);
    // Bangladesh's departure taxes belong to the outbound; the UAE's to the inbound; the surcharge to both.
    expect(codes).not.toContain('BD');
    expect(codes).not.toContain('UT');
    expect(codes).toEqual(expect.arrayContaining(['AE', 'F6', 'ZR', 'YQ']));
    expect(a.lines.find((l) => l.code === 'AE')!.amount).toBe(
      adult.taxLines.find((l) => l.code === 'AE')!.amount,
    );
    expect(a.baseFareRefund).toBeGreaterThan(0);
    expect(a.baseFareRefund).toBeLessThan(adult.baseFare);
    expect(a.penalty).toBe(1_012_500);
    // The outbound quoted alone takes the rest: the parts sum exactly to the price.
    const rest = refund(biman, { refundJourneys: [0], now }).passengers[0]!;
    expect(a.unusedBaseFare + rest.unusedBaseFare).toBe(adult.baseFare);
    expect(a.unusedTax + rest.unusedTax).toBe(adult.gross - adult.baseFare);
    expect(a.total).toBe(a.baseFareRefund + a.taxRefund - a.penalty);
  });

  it('splits every price of the offer over its journeys to the poisha', () => {
    for (const offer of [biman, saudia]) {
      for (const price of offer.brands.flatMap((b) => b.prices)) {
        const parts = priceByJourney(offer, price);
        expect(parts.baseFare.reduce((s, x) => s + x, 0)).toBe(price.baseFare);
        parts.taxLines.forEach((line, i) => {
          expect(line.amounts.reduce((s, x) => s + x, 0)).toBe(price.taxLines[i]!.amount);
          for (const amount of line.amounts) expect(Number.isInteger(amount)).toBe(true);
        });
      }
    }
  });

  it('never charges a fee above what is refunded', () => {
    const steep: SupplyOffer = {
      ...biman,
      brands: [{ ...saver, cancellation: saver.cancellation.map((p) => ({ ...p, amount: 1_000_000_000 })) }],
    };
    const quote = refund(steep, { flownJourneys: [0] });
    for (const p of quote.passengers) {
      expect(p.penalty).toBe(p.baseFareRefund + p.taxRefund);
      expect(p.total).toBe(0);
    }
  });

  it('refuses a flown journey, nothing left to refund and a passenger not in the PNR', () => {
    expect(errorCode(() => refund(biman, { flownJourneys: [0], refundJourneys: [0] }))).toBe('SegmentFlown');
    expect(errorCode(() => refund(biman, { flownJourneys: [0, 1] }))).toBe('NothingToRefund');
    expect(errorCode(() => refund(biman, { refundJourneys: [] }))).toBe('NothingToRefund');
    expect(errorCode(() => refund(biman, { selectedPassengers: [] }))).toBe('NothingToRefund');
    expect(errorCode(() => refund(biman, { selectedPassengers: [0, 7] }))).toBe('UnknownPassenger');
    expect(errorCode(() => refund(biman, { refundJourneys: [2] }))).toBe('UnknownJourney');
    expect(errorCode(() => refund(biman, { brandIndex: 9 }))).toBe('UnknownBrand');
  });

  it('takes the departures it is given over the ones on the legs', () => {
    const moved = [outbound, new Date('2027-05-01T00:00:00Z')];
    const quote = refund(biman, {
      flownJourneys: [0],
      journeyDepartures: moved,
      now: hoursBefore(inbound, 48),
    });
    expect(quote.window).toBe('MoreThan72Hours');
  });
});
