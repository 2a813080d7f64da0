import {
  BoardBases,
  type GetHotelSearchQuery,
  type HotelCard,
  type HotelFacets,
  type HotelSort,
} from '@portal/contracts';
import type { BedBankHotel } from '@portal/sandbox-supply';
import { agencyCurrency } from './hotel-money';
import { hotelImageUrl } from './hotel-image-url';
import type { SearchedHotel, SearchedOption } from './search-types';

/** What the filters ask of the results (the query's filter fields). */
export type HotelFilters = Pick<
  GetHotelSearchQuery,
  'minPrice' | 'maxPrice' | 'stars' | 'boards' | 'refundable' | 'amenities' | 'areas' | 'chains' | 'name'
>;

/** A searched hotel beside its catalogue facts. */
export interface ResultHotel {
  searched: SearchedHotel;
  hotel: BedBankHotel;
}

/** The rate a card shows: the cheapest of the boards and refundability asked for (all when none are). */
function shownOption(searched: SearchedHotel, filters: HotelFilters): SearchedOption | undefined {
  return searched.options.find(
    (option) =>
      (!filters.boards?.length || filters.boards.includes(option.board)) &&
      (filters.refundable === undefined || option.refundable === filters.refundable),
  );
}

function matches(entry: ResultHotel, option: SearchedOption, filters: HotelFilters): boolean {
  const { hotel } = entry;
  if (filters.minPrice !== undefined && option.perNight < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && option.perNight > filters.maxPrice) return false;
  if (filters.stars?.length && !filters.stars.includes(hotel.stars)) return false;
  if (filters.areas?.length && !filters.areas.includes(hotel.area)) return false;
  if (filters.chains?.length && !(hotel.chain !== null && filters.chains.includes(hotel.chain))) return false;
  if (filters.amenities?.length) {
    const has = new Set<string>(hotel.amenities);
    if (!filters.amenities.every((amenity) => has.has(amenity))) return false;
  }
  if (filters.name && !hotel.name.toLowerCase().includes(filters.name.toLowerCase())) return false;
  return true;
}

const byName = (a: ResultHotel, b: ResultHotel) => a.hotel.name.localeCompare(b.hotel.name, 'en');

type Shown = { entry: ResultHotel; option: SearchedOption };

const sorts: Record<HotelSort, (a: Shown, b: Shown) => number> = {
  price: (a, b) => a.option.perNight - b.option.perNight || byName(a.entry, b.entry),
  priceDesc: (a, b) => b.option.perNight - a.option.perNight || byName(a.entry, b.entry),
  stars: (a, b) => a.entry.hotel.stars - b.entry.hotel.stars || a.option.perNight - b.option.perNight,
  starsDesc: (a, b) => b.entry.hotel.stars - a.entry.hotel.stars || a.option.perNight - b.option.perNight,
  distance: (a, b) =>
    a.entry.hotel.centreDistanceMetres - b.entry.hotel.centreDistanceMetres ||
    a.option.perNight - b.option.perNight,
  name: (a, b) => byName(a.entry, b.entry) || a.option.perNight - b.option.perNight,
};

function toCard({ entry, option }: Shown, cityName: string): HotelCard {
  const { hotel, searched } = entry;
  return {
    hotelGuid: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    chain: hotel.chain,
    area: hotel.area,
    address: hotel.address,
    cityName,
    centreDistanceMetres: hotel.centreDistanceMetres,
    imageUrl: hotelImageUrl(hotel.id, 0),
    amenities: [...hotel.amenities],
    boards: BoardBases.filter((board) => searched.options.some((item) => item.board === board)),
    hasRefundable: searched.options.some((item) => item.refundable),
    hasOnRequest: searched.options.some((item) => item.onRequest),
    cheapest: {
      roomName: option.roomName,
      board: option.board,
      refundable: option.refundable,
      perNight: { amount: option.perNight, currency: agencyCurrency },
      total: { amount: option.total, currency: agencyCurrency },
    },
    roomsLeft: option.roomsLeft,
    sourceCode: searched.sourceCode,
  };
}

/** Counts of a value over the hotels, most common first (then by value), or in a fixed order when given. */
function countFacet(values: Iterable<string>, order?: readonly string[]): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const facet = [...counts].map(([value, count]) => ({ value, count }));
  if (order) return facet.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  return facet.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en'));
}

/** The filter options over every hotel arrived (unfiltered), so a filter never hides its own alternatives. */
export function hotelFacets(entries: readonly ResultHotel[]): HotelFacets {
  const prices = entries.map((entry) => entry.searched.options[0]?.perNight ?? 0);
  return {
    price: {
      min: prices.length ? Math.min(...prices) : 0,
      max: prices.length ? Math.max(...prices) : 0,
      currency: agencyCurrency,
    },
    stars: countFacet(
      entries.map((entry) => String(entry.hotel.stars)),
      ['5', '4', '3', '2', '1'],
    ),
    boards: countFacet(
      entries.flatMap((entry) =>
        BoardBases.filter((board) => entry.searched.options.some((o) => o.board === board)),
      ),
      BoardBases,
    ),
    refundable: entries.filter((entry) => entry.searched.options.some((option) => option.refundable)).length,
    amenities: countFacet(entries.flatMap((entry) => entry.hotel.amenities)),
    areas: countFacet(entries.map((entry) => entry.hotel.area)),
    chains: countFacet(entries.flatMap((entry) => (entry.hotel.chain ? [entry.hotel.chain] : []))),
  };
}

/**
 * One page of the results: the arrived hotels filtered, sorted and paged, each card priced at the cheapest rate the
 * filters allow; with the counts before and after the filters.
 */
export function hotelResultsPage(options: {
  entries: readonly ResultHotel[];
  filters: HotelFilters;
  sort: HotelSort;
  page: number;
  pageSize: number;
  cityName: (hotel: BedBankHotel) => string;
}): { matchingHotels: number; hotels: HotelCard[] } {
  const { entries, filters } = options;
  const shown: Shown[] = [];
  for (const entry of entries) {
    const option = shownOption(entry.searched, filters);
    if (option && matches(entry, option, filters)) shown.push({ entry, option });
  }
  shown.sort(sorts[options.sort]);
  const start = (options.page - 1) * options.pageSize;
  const hotels = shown
    .slice(start, start + options.pageSize)
    .map((item) => toCard(item, options.cityName(item.entry.hotel)));
  return { matchingHotels: shown.length, hotels };
}
