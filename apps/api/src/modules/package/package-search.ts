import {
  HolidayPackageTypes,
  type HolidayCityName,
  type HolidayPackageCard,
  type HolidaySearchFacets,
  type HolidaySearchFilter,
  type HolidaySearchRequest,
  type HolidaySort,
  type HolidaySearchTravellers,
} from '@portal/contracts';
import type { DepartureRow, PackageRow } from './catalogue.repository';
import { cheapestOf, toDeparture } from './package-views';

/** A package found by a search: its open departures in the window and what the card needs besides. */
export interface SearchCandidate {
  pkg: PackageRow;
  departures: DepartureRow[];
  cities: HolidayCityName[];
  popularity: number;
  imageUrl: string | null;
}

const highlightCount = 3;

/** The days a search's departures may leave on (both kept): a month, a range, or any (open ends). */
export function searchWindow(request: Pick<HolidaySearchRequest, 'month' | 'dateFrom' | 'dateTo'>): {
  from?: string;
  to?: string;
} {
  if (request.month) {
    const [year, month] = request.month.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { from: `${request.month}-01`, to: `${request.month}-${String(lastDay).padStart(2, '0')}` };
  }
  return {
    ...(request.dateFrom ? { from: request.dateFrom } : {}),
    ...(request.dateTo ? { to: request.dateTo } : {}),
  };
}

/** What the party pays on a departure at its prices per traveller type. */
export function partyTotal(departure: DepartureRow, travellers: HolidaySearchTravellers): number {
  return (
    travellers.adults * departure.adultPrice +
    travellers.children * departure.childPrice +
    travellers.infants * departure.infantPrice
  );
}

export function toCard(candidate: SearchCandidate, travellers: HolidaySearchTravellers): HolidayPackageCard {
  const { pkg } = candidate;
  const cheapest = cheapestOf(candidate.departures);
  if (!cheapest) throw new Error(`Package ${pkg.id} was found without an open departure`);
  return {
    packageId: pkg.id,
    code: pkg.code,
    title: pkg.title,
    summary: pkg.summary,
    type: pkg.type,
    destination: candidate.cities[0]!,
    cities: candidate.cities,
    nights: pkg.nights,
    days: pkg.nights + 1,
    rating: pkg.rating,
    hotelClass: pkg.hotelClass,
    imageUrl: candidate.imageUrl,
    highlights: pkg.inclusions.slice(0, highlightCount),
    popularity: candidate.popularity,
    departureCount: candidate.departures.length,
    cheapestDeparture: toDeparture(cheapest),
    priceFrom: { amount: cheapest.adultPrice, currency: cheapest.currency },
    totalFrom: { amount: partyTotal(cheapest, travellers), currency: cheapest.currency },
  };
}

/** The filters' options over every card the search found, before the filter. */
export function facetsOf(cards: HolidayPackageCard[], currency: string): HolidaySearchFacets {
  const prices = cards.map((card) => card.priceFrom.amount);
  const nights = cards.map((card) => card.nights);
  return {
    price: {
      min: prices.length ? Math.min(...prices) : 0,
      max: prices.length ? Math.max(...prices) : 0,
      currency,
    },
    duration: { min: nights.length ? Math.min(...nights) : 0, max: nights.length ? Math.max(...nights) : 0 },
    types: HolidayPackageTypes.map((type) => ({
      value: type,
      count: cards.filter((card) => card.type === type).length,
    })).filter((facet) => facet.count > 0),
    ratings: [1, 2, 3, 4, 5].map((rating) => ({
      value: String(rating),
      count: cards.filter((card) => card.rating >= rating).length,
    })),
  };
}

const within = (value: number, range: { min?: number | undefined; max?: number | undefined } | undefined) =>
  (range?.min === undefined || value >= range.min) && (range?.max === undefined || value <= range.max);

/** The spec's filter: any of the types, nights and adult "from" price within their ranges, rating at least. */
export function matchesFilter(card: HolidayPackageCard, filter: HolidaySearchFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.type && filter.type.length > 0 && !filter.type.includes(card.type)) return false;
  if (!within(card.nights, filter.duration)) return false;
  if (filter.rating !== undefined && card.rating < filter.rating) return false;
  return within(card.priceFrom.amount, filter.price);
}

type Comparer = (a: HolidayPackageCard, b: HolidayPackageCard) => number;

const byPopularity: Comparer = (a, b) => b.popularity - a.popularity;
const byPrice: Comparer = (a, b) => a.priceFrom.amount - b.priceFrom.amount;
const byRating: Comparer = (a, b) => b.rating - a.rating;
const byNights: Comparer = (a, b) => a.nights - b.nights;
/** The last word: by title, then id, so equal packages keep one order from page to page. */
const byTitle: Comparer = (a, b) =>
  a.title.localeCompare(b.title, 'en') || a.packageId.localeCompare(b.packageId);

const orders: Record<HolidaySort, Comparer[]> = {
  popular: [byPopularity, byRating, byPrice, byTitle],
  priceLow: [byPrice, byPopularity, byTitle],
  priceHigh: [(a, b) => byPrice(b, a), byPopularity, byTitle],
  duration: [byNights, byPrice, byTitle],
  rating: [byRating, byPopularity, byPrice, byTitle],
};

export function sortCards(cards: HolidayPackageCard[], sort: HolidaySort): HolidayPackageCard[] {
  const comparers = orders[sort];
  return [...cards].sort((a, b) => {
    for (const compare of comparers) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  });
}
