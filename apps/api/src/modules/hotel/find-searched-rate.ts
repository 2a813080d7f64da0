import type { HotelRateKey, HotelSearchRequest } from '@portal/contracts';
import type { BedBankHotel, BedBankRoom, RateOffer, StayQuery } from '@portal/sandbox-supply';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import { searchedRateNotFound } from './search-errors';
import { loadHotelSearch, searchedHotel, type HotelSearchOwner } from './search-session';
import type { HotelSearchStore } from './search-store';

/** A rate the agent picked from a search: the stay, the search as asked, the hotel, the room and the offer. */
export interface SearchedRate {
  stay: StayQuery;
  query: HotelSearchRequest;
  hotel: BedBankHotel;
  room: BedBankRoom;
  offer: RateOffer;
}

/**
 * The rate a booking page names (requestId, hotelGuid = hotel id, roomGuid = room code, roomRateGuid = rate code) as
 * the caller's search priced it: 404 for another agency's search or a hotel, room or rate not in it, 410 once the
 * search expired.
 */
export async function findSearchedRate(options: {
  store: HotelSearchStore;
  supplier: HotelSupplier;
  owner: { tenantId: string; agencyId: string | null };
  key: HotelRateKey;
  now: Date;
}): Promise<SearchedRate> {
  const { store, supplier, key, now } = options;
  const owner: HotelSearchOwner = options.owner;
  const { session } = await loadHotelSearch({ store, requestId: key.requestId, owner, now });
  const hotel = searchedHotel(session, key.hotelGuid, supplier.catalogue);
  const offers = await store.hotelOffers(session, hotel.id, now);
  const offer = offers.find((item) => item.roomCode === key.roomGuid && item.rateCode === key.roomRateGuid);
  const room = supplier.catalogue.rooms(hotel.id).find((item) => item.code === key.roomGuid);
  if (!offer || !room) throw searchedRateNotFound();
  return { stay: session.stay, query: session.query, hotel, room, offer };
}
