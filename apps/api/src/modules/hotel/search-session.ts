import type { BedBankHotel } from '@portal/sandbox-supply';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import { hotelSearchExpired, hotelSearchNotFound, searchedHotelNotFound } from './search-errors';
import type { HotelSearchStore } from './search-store';
import type { HotelSearchSession } from './search-types';

export interface HotelSearchOwner {
  tenantId: string;
  agencyId: string | null;
}

/**
 * A live search of the caller's agency and how many of its sources have answered by now: 404 for anyone else's (so
 * ids cannot be probed), 410 once it expired.
 */
export async function loadHotelSearch(options: {
  store: HotelSearchStore;
  requestId: string;
  owner: HotelSearchOwner;
  now: Date;
}): Promise<{ session: HotelSearchSession; arrived: number }> {
  const { owner } = options;
  const session = await options.store.findSession(options.requestId);
  if (!session || session.tenantId !== owner.tenantId || session.agencyId !== owner.agencyId) {
    throw hotelSearchNotFound();
  }
  const now = options.now.getTime();
  if (now >= session.expiresAt) throw hotelSearchExpired();
  const arrived = session.sources.filter((source) => session.createdAt + source.latencyMs <= now).length;
  return { session, arrived };
}

/** A hotel the search covers: one of its city's, or the hotel searched for (404 otherwise). */
export function searchedHotel(
  session: HotelSearchSession,
  hotelId: string,
  catalogue: HotelSupplier['catalogue'],
): BedBankHotel {
  const hotel = catalogue.hotel(hotelId);
  const { destination } = session.query;
  const covered =
    hotel && (destination.type === 'City' ? hotel.cityCode === destination.id : hotel.id === destination.id);
  if (!hotel || !covered) throw searchedHotelNotFound();
  return hotel;
}
