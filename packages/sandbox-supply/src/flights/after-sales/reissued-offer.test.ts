import { describe, expect, it } from 'vitest';
import { AfterSalesError } from './errors';
import { quoteExchange } from './exchange-quote';
import { priceByJourney } from './journey-shares';
import { reissuedOffer } from './reissued-offer';
import { familyPnr, oneWayHome, returnOffer } from './test-offers';

const now = new Date('2027-04-01T06:00:00Z');
const biman = returnOffer('BG');
const home = oneWayHome('BG', '2027-04-26')[0]!;

describe('reissued offer', () => {
  it('keeps the outbound, takes the new inbound, and prices the ticket as old less the changed share plus new', () => {
    const offer = reissuedOffer({
      oldOffer: biman,
      oldBrandIndex: 0,
      newOffer: home,
      newBrandIndex: 0,
      changedJourneys: [1],
    });
    expect(offer.journeys[0]).toEqual(biman.journeys[0]);
    expect(offer.journeys[1]!.legs).toEqual(home.journeys[0]!.legs);
    expect(offer.brands).toHaveLength(1);
    const brand = offer.brands[0]!;
    expect(brand.bookingClasses).toEqual([
      biman.brands[0]!.bookingClasses[0],
      home.brands[0]!.bookingClasses[0],
    ]);
    for (const price of brand.prices) {
      const old = biman.brands[0]!.prices.find((p) => p.passengerType === price.passengerType)!;
      const fresh = home.brands[0]!.prices.find((p) => p.passengerType === price.passengerType)!;
      const share = priceByJourney(biman, old);
      expect(price.baseFare).toBe(old.baseFare - share.baseFare[1]! + fresh.baseFare);
      expect(price.gross).toBe(price.baseFare + price.taxLines.reduce((sum, line) => sum + line.amount, 0));
      expect(price.count).toBe(old.count);
    }
    expect(brand.totalGross).toBe(brand.prices.reduce((sum, p) => sum + p.gross * p.count, 0));
  });

  it('moves the gross by exactly what the exchange quote says the fare and taxes moved', () => {
    const offer = reissuedOffer({
      oldOffer: biman,
      oldBrandIndex: 1,
      newOffer: home,
      newBrandIndex: 0,
      changedJourneys: [1],
    });
    const quote = quoteExchange({
      oldOffer: biman,
      oldBrandIndex: 1,
      newOffer: home,
      newBrandIndex: 0,
      changedJourneys: [1],
      passengers: familyPnr,
      now,
    });
    const adult = quote.passengers.find((p) => p.type === 'ADT')!;
    const oldAdult = biman.brands[1]!.prices.find((p) => p.passengerType === 'ADT')!;
    const newAdult = offer.brands[0]!.prices.find((p) => p.passengerType === 'ADT')!;
    expect(newAdult.gross - oldAdult.gross).toBe(adult.fareDifference + adult.taxDifference);
  });

  it('takes the stricter conditions of the two brands', () => {
    const saudia = returnOffer('SV');
    const saudiaHome = oneWayHome('SV', '2027-04-26')[0]!;
    const refundable = saudia.brands.findIndex((brand) => brand.refundable);
    const saver = saudiaHome.brands.findIndex((brand) => !brand.refundable);
    expect(refundable).toBeGreaterThanOrEqual(0);
    expect(saver).toBeGreaterThanOrEqual(0);
    const offer = reissuedOffer({
      oldOffer: saudia,
      oldBrandIndex: refundable,
      newOffer: saudiaHome,
      newBrandIndex: saver,
      changedJourneys: [1],
    });
    expect(offer.brands[0]!.refundable).toBe(false);
    expect(offer.brands[0]!.cancellation.every((penalty) => penalty.amount === null)).toBe(true);
  });

  it('refuses a new offer that does not replace the changed journeys one for one', () => {
    expect(() =>
      reissuedOffer({
        oldOffer: biman,
        oldBrandIndex: 0,
        newOffer: home,
        newBrandIndex: 0,
        changedJourneys: [0, 1],
      }),
    ).toThrow(AfterSalesError);
  });
});
