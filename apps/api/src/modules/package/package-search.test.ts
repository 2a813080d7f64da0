import { describe, expect, it } from 'vitest';
import type { HolidayPackageCard } from '@portal/contracts';
import type { DepartureRow, PackageRow } from './catalogue.repository';
import { facetsOf, matchesFilter, partyTotal, searchWindow, sortCards, toCard } from './package-search';

const departure = (departsOn: string, adultPrice: number, id = departsOn): DepartureRow => ({
  id: `00000000-0000-4000-8000-${id.replaceAll('-', '').padStart(12, '0').slice(-12)}`,
  packageId: 'p',
  tenantId: 'bdfare',
  departsOn,
  returnsOn: departsOn,
  seatsTotal: 10,
  seatsLeft: 10,
  currency: 'BDT',
  adultPrice,
  childPrice: adultPrice / 2,
  infantPrice: 1000,
  createdAt: new Date(0),
});

const pkg = (overrides: Partial<PackageRow> = {}): PackageRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  tenantId: 'bdfare',
  code: 'DXB-T',
  title: 'Test',
  summary: 'A test package',
  type: 'Family',
  cityCodes: ['DXB'],
  countryCode: 'AE',
  nights: 4,
  rating: 4,
  hotelClass: 4,
  itinerary: [],
  inclusions: ['Flights', 'Hotel', 'Transfers', 'Visa'],
  exclusions: [],
  depositPercent: 30,
  balanceDaysBeforeDeparture: 14,
  status: 'Published',
  createdBy: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  publishedAt: new Date(0),
  ...overrides,
});

const dubai = { cityCode: 'DXB', cityName: 'Dubai', countryCode: 'AE', countryName: 'United Arab Emirates' };

const card = (overrides: Partial<HolidayPackageCard>): HolidayPackageCard => ({
  ...toCard(
    {
      pkg: pkg(),
      departures: [departure('2030-01-10', 100)],
      cities: [dubai],
      popularity: 0,
      imageUrl: null,
    },
    { adults: 1, children: 0, infants: 0 },
  ),
  ...overrides,
});

describe('package search', () => {
  it('reads a month as its first to last day, a range as given, and nothing as open', () => {
    expect(searchWindow({ month: '2028-02' })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(searchWindow({ month: '2027-12' })).toEqual({ from: '2027-12-01', to: '2027-12-31' });
    expect(searchWindow({ dateFrom: '2027-03-04', dateTo: '2027-03-09' })).toEqual({
      from: '2027-03-04',
      to: '2027-03-09',
    });
    expect(searchWindow({})).toEqual({});
  });

  it('prices a card from the cheapest departure, the earliest among equals, for the whole party', () => {
    const built = toCard(
      {
        pkg: pkg(),
        departures: [
          departure('2030-01-17', 90_000),
          departure('2030-01-10', 100_000),
          departure('2030-01-24', 90_000),
        ],
        cities: [dubai],
        popularity: 3,
        imageUrl: '/img',
      },
      { adults: 2, children: 1, infants: 1 },
    );
    expect(built.cheapestDeparture.departsOn).toBe('2030-01-17');
    expect(built.priceFrom).toEqual({ amount: 90_000, currency: 'BDT' });
    expect(built.totalFrom.amount).toBe(2 * 90_000 + 45_000 + 1000);
    expect(built).toMatchObject({
      departureCount: 3,
      days: 5,
      popularity: 3,
      highlights: ['Flights', 'Hotel', 'Transfers'],
    });
    expect(partyTotal(departure('2030-01-01', 10), { adults: 0, children: 0, infants: 0 })).toBe(0);
  });

  it('filters on every part of the filter, both ends of each range kept', () => {
    const one = card({ type: 'Beach', nights: 4, rating: 3, priceFrom: { amount: 5000, currency: 'BDT' } });
    expect(matchesFilter(one, undefined)).toBe(true);
    expect(matchesFilter(one, { type: [] })).toBe(true);
    expect(matchesFilter(one, { type: ['Beach', 'City'] })).toBe(true);
    expect(matchesFilter(one, { type: ['City'] })).toBe(false);
    expect(matchesFilter(one, { duration: { min: 4, max: 4 } })).toBe(true);
    expect(matchesFilter(one, { duration: { min: 5 } })).toBe(false);
    expect(matchesFilter(one, { rating: 3 })).toBe(true);
    expect(matchesFilter(one, { rating: 4 })).toBe(false);
    expect(matchesFilter(one, { price: { min: 5000, max: 5000 } })).toBe(true);
    expect(matchesFilter(one, { price: { max: 4999 } })).toBe(false);
  });

  it('sorts with a stable last word (title, then id)', () => {
    const a = card({
      packageId: 'a',
      title: 'Alpha',
      popularity: 1,
      rating: 3,
      nights: 5,
      priceFrom: { amount: 300, currency: 'BDT' },
    });
    const b = card({
      packageId: 'b',
      title: 'Beta',
      popularity: 5,
      rating: 5,
      nights: 3,
      priceFrom: { amount: 200, currency: 'BDT' },
    });
    const c = card({
      packageId: 'c',
      title: 'Gamma',
      popularity: 5,
      rating: 4,
      nights: 3,
      priceFrom: { amount: 200, currency: 'BDT' },
    });
    const ids = (sorted: HolidayPackageCard[]) => sorted.map((one) => one.packageId);
    expect(ids(sortCards([a, b, c], 'popular'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortCards([a, c, b], 'priceLow'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortCards([b, c, a], 'priceHigh'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortCards([a, c, b], 'duration'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortCards([a, c, b], 'rating'))).toEqual(['b', 'c', 'a']);
  });

  it('counts the filter options over every card', () => {
    const cards = [
      card({ type: 'Beach', nights: 3, rating: 5, priceFrom: { amount: 900, currency: 'BDT' } }),
      card({ type: 'Beach', nights: 6, rating: 3, priceFrom: { amount: 100, currency: 'BDT' } }),
      card({ type: 'Umrah', nights: 14, rating: 4, priceFrom: { amount: 500, currency: 'BDT' } }),
    ];
    expect(facetsOf(cards, 'BDT')).toEqual({
      price: { min: 100, max: 900, currency: 'BDT' },
      duration: { min: 3, max: 14 },
      types: [
        { value: 'Umrah', count: 1 },
        { value: 'Beach', count: 2 },
      ],
      ratings: [
        { value: '1', count: 3 },
        { value: '2', count: 3 },
        { value: '3', count: 3 },
        { value: '4', count: 2 },
        { value: '5', count: 1 },
      ],
    });
    expect(facetsOf([], 'BDT').price).toEqual({ min: 0, max: 0, currency: 'BDT' });
  });
});
