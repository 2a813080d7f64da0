import { hotelDaysBetween, type GetHotelSearchQuery, type HotelSearchResults } from '@portal/contracts';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import { hotelFacets, hotelResultsPage, type ResultHotel } from './search-results';
import { loadHotelSearch, type HotelSearchOwner } from './search-session';
import type { HotelSearchStore } from './search-store';

/**
 * GET Search/GetHotelSearch: the hotels of the sources that have answered so far (one per hotel, the cheapest
 * source's, in BDT), filtered, sorted and paged as the query asks, with the filter options counted over everything
 * arrived. The page polls it until the status is Completed.
 */
export async function getHotelSearch(options: {
  store: HotelSearchStore;
  supplier: HotelSupplier;
  owner: HotelSearchOwner;
  query: GetHotelSearchQuery;
  now: Date;
}): Promise<HotelSearchResults> {
  const { store, supplier, query, now } = options;
  const { session, arrived } = await loadHotelSearch({
    store,
    requestId: query.requestId,
    owner: options.owner,
    now,
  });
  const state = arrived > 0 ? await store.waveState(session, arrived, now) : { wave: 0, hotels: [] };

  const entries: ResultHotel[] = [];
  for (const searched of state.hotels) {
    const hotel = supplier.catalogue.hotel(searched.hotelId);
    if (hotel) entries.push({ searched, hotel });
  }
  const cityNames = new Map<string, string>();
  const cityName = (cityCode: string) => {
    let name = cityNames.get(cityCode);
    if (name === undefined) {
      name = supplier.catalogue.city(cityCode)?.name ?? cityCode;
      cityNames.set(cityCode, name);
    }
    return name;
  };
  const { matchingHotels, hotels } = hotelResultsPage({
    entries,
    filters: query,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
    cityName: (hotel) => cityName(hotel.cityCode),
  });
  const asked = session.query;
  return {
    requestId: session.requestId,
    status: arrived < session.sources.length ? 'InProgress' : 'Completed',
    sourcesArrived: arrived,
    sourceCount: session.sources.length,
    expiresAt: new Date(session.expiresAt).toISOString(),
    query: {
      destination: { ...asked.destination, name: session.destinationName },
      checkIn: asked.checkIn,
      checkOut: asked.checkOut,
      nights: hotelDaysBetween(asked.checkIn, asked.checkOut),
      rooms: session.stay.rooms,
    },
    totalHotels: entries.length,
    matchingHotels,
    page: query.page,
    pageSize: query.pageSize,
    hotels,
    facets: hotelFacets(entries),
  };
}
