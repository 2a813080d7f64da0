import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  guestCounts,
  isFewRoomsLeft,
  priceBounds,
  priceStep,
  starCount,
  stayDate,
} from './hotel-format';
import { hotelBookingPath, hotelDetailsPath } from './hotel-paths';

describe('hotel formatting', () => {
  it('writes distances in metres under a kilometre, else in kilometres', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(847)).toBe('850 m');
    expect(formatDistance(2340)).toBe('2.3 km');
    expect(formatDistance(12_000)).toBe('12 km');
    expect(formatDistance(2340, 'bn')).toMatch(/^২\.৩/);
  });

  it('counts the guests of every room', () => {
    expect(
      guestCounts([
        { adults: 2, childAges: [5, 7] },
        { adults: 1, childAges: [] },
      ]),
    ).toEqual({ rooms: 2, adults: 3, children: 2, guests: 5 });
  });

  it('warns of few rooms left, not of none or plenty', () => {
    expect(isFewRoomsLeft(1)).toBe(true);
    expect(isFewRoomsLeft(5)).toBe(true);
    expect(isFewRoomsLeft(6)).toBe(false);
    expect(isFewRoomsLeft(0)).toBe(false);
  });

  it('writes a stay date the same in every browser zone', () => {
    expect(stayDate('2026-08-01')).toBe('Sat, 1 Aug 2026');
  });

  it('draws whole stars within one and five', () => {
    expect(starCount(4)).toBe(4);
    expect(starCount(7)).toBe(5);
    expect(starCount(-1)).toBe(0);
  });

  it('steps the price slider in whole hundreds and keeps the range’s ends unbounded', () => {
    expect(priceStep({ min: 0, max: 500_000 })).toBe(10_000);
    expect(priceStep({ min: 1_000_000, max: 9_000_000 })).toBe(80_000);
    const range = { min: 400_000, max: 2_000_000 };
    expect(priceBounds([400_000, 2_000_000], range)).toEqual({ minPrice: null, maxPrice: null });
    expect(priceBounds([500_000, 1_500_000], range)).toEqual({ minPrice: 500_000, maxPrice: 1_500_000 });
  });

  it('builds the hotel and booking addresses of the spec', () => {
    expect(hotelDetailsPath('r1', 'DXB-7')).toBe('/hotel/r1/DXB-7');
    expect(hotelDetailsPath('r1', 'DXB-7', 'city=DXB')).toBe('/hotel/r1/DXB-7?city=DXB');
    expect(
      hotelBookingPath({ requestId: 'r1', hotelGuid: 'DXB-7', roomGuid: 'DBL', roomRateGuid: 'BB/F' }),
    ).toBe('/hotel/booking/r1/DXB-7/DBL/BB%2FF');
  });
});
