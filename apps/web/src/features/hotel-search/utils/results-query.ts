import {
  ZGetHotelSearchQuery,
  type Board,
  type GetHotelSearchQuery,
  type HotelSort,
} from '@portal/contracts';

/**
 * The results' filters, sort and page as the page holds them. They live in the address under the very names
 * GetHotelSearch takes (minPrice, stars, boards, …), so the address's values are sent as they are.
 */
export interface HotelResultsFilters {
  /** Per night, minor units of the agency's currency; null is no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  stars: number[];
  boards: Board[];
  refundable: boolean;
  amenities: string[];
  areas: string[];
  chains: string[];
  /** Part of the hotel's name. */
  name: string;
  sort: HotelSort;
  page: number;
}

export const DefaultSort: HotelSort = 'price';

export const NoHotelFilters: HotelResultsFilters = {
  minPrice: null,
  maxPrice: null,
  stars: [],
  boards: [],
  refundable: false,
  amenities: [],
  areas: [],
  chains: [],
  name: '',
  sort: DefaultSort,
  page: 1,
};

/** The address's names of the filters, sort and page. */
export const FilterParamNames = [
  'minPrice',
  'maxPrice',
  'stars',
  'boards',
  'refundable',
  'amenities',
  'areas',
  'chains',
  'name',
  'sort',
  'page',
] as const satisfies ReadonlyArray<keyof typeof ZGetHotelSearchQuery.shape>;
type FilterParam = (typeof FilterParamNames)[number];

const Shape = ZGetHotelSearchQuery.shape;

/** One address value read with the API's own rule for it; anything the API would refuse is left out. */
function read<Name extends FilterParam>(
  params: URLSearchParams,
  name: Name,
): GetHotelSearchQuery[Name] | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const schema = Shape[name] as unknown as {
    safeParse: (value: unknown) => { success: boolean; data?: GetHotelSearchQuery[Name] };
  };
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The filters, sort and page of a results address; what is missing or malformed reads as no filter. */
export function readResultsFilters(query: string | URLSearchParams): HotelResultsFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const minPrice = read(params, 'minPrice') ?? null;
  const maxPrice = read(params, 'maxPrice') ?? null;
  return {
    minPrice,
    // A maximum under the minimum is no maximum.
    maxPrice: maxPrice !== null && minPrice !== null && maxPrice < minPrice ? null : maxPrice,
    stars: unique(read(params, 'stars') ?? []).sort(),
    boards: unique(read(params, 'boards') ?? []),
    refundable: read(params, 'refundable') ?? false,
    amenities: unique(read(params, 'amenities') ?? []),
    areas: unique(read(params, 'areas') ?? []),
    chains: unique(read(params, 'chains') ?? []),
    name: read(params, 'name') ?? '',
    sort: read(params, 'sort') ?? DefaultSort,
    page: read(params, 'page') ?? 1,
  };
}

/** The filters as the query GetHotelSearch takes (and the address keeps): defaults and empty lists left out. */
export function filtersToQuery(filters: HotelResultsFilters): Partial<Record<FilterParam, string>> {
  const query: Partial<Record<FilterParam, string>> = {};
  if (filters.minPrice !== null) query.minPrice = String(filters.minPrice);
  if (filters.maxPrice !== null) query.maxPrice = String(filters.maxPrice);
  if (filters.stars.length > 0) query.stars = filters.stars.join(',');
  if (filters.boards.length > 0) query.boards = filters.boards.join(',');
  if (filters.refundable) query.refundable = 'true';
  if (filters.amenities.length > 0) query.amenities = filters.amenities.join(',');
  if (filters.areas.length > 0) query.areas = filters.areas.join(',');
  if (filters.chains.length > 0) query.chains = filters.chains.join(',');
  if (filters.name.trim() !== '') query.name = filters.name.trim();
  if (filters.sort !== DefaultSort) query.sort = filters.sort;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The address with these filters, sort and page, keeping everything else in it (the search, its request id). */
export function writeResultsFilters(query: string, filters: HotelResultsFilters): string {
  const params = new URLSearchParams(query);
  for (const name of FilterParamNames) params.delete(name);
  for (const [name, value] of Object.entries(filtersToQuery(filters))) params.set(name, value);
  return params.toString();
}

/** GetHotelSearch's query for a request id and the page's filters. */
export function getHotelSearchQuery(requestId: string, filters: HotelResultsFilters): Record<string, string> {
  return { requestId, ...filtersToQuery(filters) };
}

/** Whether any filter narrows the results (sort and page are not filters). */
export function isFiltering(filters: HotelResultsFilters): boolean {
  return Object.keys(filtersToQuery({ ...filters, sort: DefaultSort, page: 1 })).length > 0;
}

/** The change that clears every filter and keeps the sort (the page starts again). */
export function clearedFilters(filters: HotelResultsFilters): Omit<HotelResultsFilters, 'page'> {
  const { page: _page, ...none } = NoHotelFilters;
  return { ...none, sort: filters.sort };
}
