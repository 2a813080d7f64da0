import { describe, expect, it } from 'vitest';
import type { HotelSort } from '@portal/contracts';
import type { BedBankHotel } from '@portal/sandbox-supply';
import { mergeHotelSources } from './search-source';
import { hotelFacets, hotelResultsPage, type HotelFilters, type ResultHotel } from './search-results';
import type { SearchedOption } from './search-types';

const hotel = (id: string, overrides: Partial<BedBankHotel>): BedBankHotel => ({
  id,
  name: `Hotel ${id}`,
  stars: 3,
  chain: null,
  cityCode: 'DXB',
  area: 'Deira',
  address: '1 Street',
  latitude: 25.2,
  longitude: 55.3,
  centreDistanceMetres: 1000,
  amenities: ['FreeWifi'],
  description: '',
  imageCount: 3,
  checkInTime: '14:00',
  checkOutTime: '12:00',
  timeZone: 'Asia/Dubai',
  phone: '+971 4 000 0000',
  currency: 'AED',
  sourceCode: 'S1',
  ...overrides,
});

const option = (board: SearchedOption['board'], refundable: boolean, perNight: number): SearchedOption => ({
  board,
  refundable,
  onRequest: false,
  roomName: `${board} room`,
  perNight,
  total: perNight * 3,
  roomsLeft: 5,
});

const entries: ResultHotel[] = [
  {
    hotel: hotel('A', { name: 'Alpha Inn', stars: 4, area: 'Deira', amenities: ['FreeWifi', 'Pool'] }),
    searched: {
      hotelId: 'A',
      sourceCode: 'S1',
      options: [option('RoomOnly', false, 8_000_00), option('Breakfast', true, 9_500_00)],
    },
  },
  {
    hotel: hotel('B', {
      name: 'Bravo Suites',
      stars: 5,
      chain: 'Grand',
      area: 'Downtown',
      centreDistanceMetres: 200,
    }),
    searched: { hotelId: 'B', sourceCode: 'S2', options: [option('Breakfast', false, 20_000_00)] },
  },
  {
    hotel: hotel('C', { name: 'Charlie Lodge', stars: 4, area: 'Downtown', centreDistanceMetres: 5000 }),
    searched: { hotelId: 'C', sourceCode: 'S1', options: [option('RoomOnly', true, 6_000_00)] },
  },
  {
    hotel: hotel('D', { name: 'Delta House', stars: 2, chain: 'Grand', amenities: ['Pool', 'Gym'] }),
    searched: {
      hotelId: 'D',
      sourceCode: 'S1',
      options: [option('RoomOnly', true, 3_000_00), option('HalfBoard', true, 4_000_00)],
    },
  },
];

const page = (filters: HotelFilters, sort: HotelSort = 'price', at = 1) =>
  hotelResultsPage({ entries, filters, sort, page: at, pageSize: 2, cityName: () => 'Dubai' });

const names = (result: ReturnType<typeof page>) => result.hotels.map((card) => card.name);

describe('hotel results', () => {
  it('sorts by price and pages', () => {
    expect(names(page({}))).toEqual(['Delta House', 'Charlie Lodge']);
    expect(names(page({}, 'price', 2))).toEqual(['Alpha Inn', 'Bravo Suites']);
    expect(page({}, 'price', 3).hotels).toEqual([]);
    expect(page({}).matchingHotels).toBe(4);
  });

  it('sorts by price descending, stars, distance and name', () => {
    const all = (sort: HotelSort) =>
      hotelResultsPage({
        entries,
        filters: {},
        sort,
        page: 1,
        pageSize: 10,
        cityName: () => 'Dubai',
      }).hotels.map((card) => card.hotelGuid);
    expect(all('priceDesc')).toEqual(['B', 'A', 'C', 'D']);
    expect(all('starsDesc')).toEqual(['B', 'C', 'A', 'D']);
    expect(all('stars')).toEqual(['D', 'C', 'A', 'B']);
    expect(all('distance')).toEqual(['B', 'D', 'A', 'C']);
    expect(all('name')).toEqual(['A', 'B', 'C', 'D']);
  });

  it('prices each card at the cheapest rate the filters allow', () => {
    const breakfast = hotelResultsPage({
      entries,
      filters: { boards: ['Breakfast'] },
      sort: 'price',
      page: 1,
      pageSize: 10,
      cityName: () => 'Dubai',
    });
    expect(breakfast.hotels.map((card) => [card.hotelGuid, card.cheapest.perNight.amount])).toEqual([
      ['A', 9_500_00],
      ['B', 20_000_00],
    ]);
    expect(breakfast.hotels[0]?.cheapest).toMatchObject({ board: 'Breakfast', refundable: true });
    expect(breakfast.hotels[0]?.boards).toEqual(['RoomOnly', 'Breakfast']);
  });

  it('filters by stars, board, refundability, price, amenities, area, chain and name', () => {
    expect(names(page({ stars: [4], boards: ['Breakfast'] }))).toEqual(['Alpha Inn']);
    expect(page({ refundable: true }).matchingHotels).toBe(3);
    expect(page({ minPrice: 5_000_00, maxPrice: 9_000_00 }).hotels.map((card) => card.hotelGuid)).toEqual([
      'C',
      'A',
    ]);
    expect(names(page({ amenities: ['Pool', 'Gym'] }))).toEqual(['Delta House']);
    expect(names(page({ areas: ['Downtown'] }))).toEqual(['Charlie Lodge', 'Bravo Suites']);
    expect(names(page({ chains: ['Grand'] }))).toEqual(['Delta House', 'Bravo Suites']);
    expect(names(page({ name: 'lodge' }))).toEqual(['Charlie Lodge']);
  });

  it('counts the filter options over every hotel arrived', () => {
    const facets = hotelFacets(entries);
    expect(facets.price).toEqual({ min: 3_000_00, max: 20_000_00, currency: 'BDT' });
    expect(facets.stars).toEqual([
      { value: '5', count: 1 },
      { value: '4', count: 2 },
      { value: '2', count: 1 },
    ]);
    expect(facets.boards).toEqual([
      { value: 'RoomOnly', count: 3 },
      { value: 'Breakfast', count: 2 },
      { value: 'HalfBoard', count: 1 },
    ]);
    expect(facets.refundable).toBe(3);
    expect(facets.amenities[0]).toEqual({ value: 'FreeWifi', count: 3 });
    expect(facets.areas).toEqual([
      { value: 'Deira', count: 2 },
      { value: 'Downtown', count: 2 },
    ]);
    expect(facets.chains).toEqual([{ value: 'Grand', count: 2 }]);
  });

  it('keeps one hotel per id from the source selling it cheapest', () => {
    const merged = mergeHotelSources([
      {
        sourceCode: 'S1',
        hotels: [{ hotelId: 'A', sourceCode: 'S1', options: [option('RoomOnly', false, 500)] }],
      },
      {
        sourceCode: 'S2',
        hotels: [
          { hotelId: 'A', sourceCode: 'S2', options: [option('RoomOnly', false, 400)] },
          { hotelId: 'B', sourceCode: 'S2', options: [option('RoomOnly', false, 450)] },
        ],
      },
    ]);
    expect(merged.map((item) => [item.hotelId, item.sourceCode])).toEqual([
      ['A', 'S2'],
      ['B', 'S2'],
    ]);
  });
});
