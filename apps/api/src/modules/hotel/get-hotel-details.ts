import { hotelDaysBetween, type HotelDetails, type HotelFacts, type HotelRoom } from '@portal/contracts';
import type { BedBankHotel, RateOffer } from '@portal/sandbox-supply';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import { requireCurrencyRate } from '../../currency/currency-rate';
import type { Db } from '../../db/client';
import { hotelImageUrl } from './hotel-image-url';
import { toRateView } from './rate-view';
import { loadHotelSearch, searchedHotel, type HotelSearchOwner } from './search-session';
import type { HotelSearchStore } from './search-store';

/** The hotel's facts as its page shows them. */
export function toHotelFacts(hotel: BedBankHotel, catalogue: HotelSupplier['catalogue']): HotelFacts {
  const city = catalogue.city(hotel.cityCode);
  return {
    hotelGuid: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    chain: hotel.chain,
    area: hotel.area,
    address: hotel.address,
    cityName: city?.name ?? hotel.cityCode,
    countryName: city?.countryName ?? '',
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    centreDistanceMetres: hotel.centreDistanceMetres,
    description: hotel.description,
    amenities: [...hotel.amenities],
    imageUrls: Array.from({ length: hotel.imageCount }, (_, index) => hotelImageUrl(hotel.id, index)),
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    timeZone: hotel.timeZone,
    phone: hotel.phone,
  };
}

/**
 * GET Hotel/GetHotelDetails: a hotel of the caller's search with every room that fits the guests and every rate of
 * each, priced in BDT (cheapest first, rooms by their cheapest rate), the policy in plain words with its deadlines in
 * the hotel's time. The rates are those priced once for this search, so the booking page sees the same ones.
 */
export async function getHotelDetails(options: {
  store: HotelSearchStore;
  supplier: HotelSupplier;
  db: Db;
  owner: HotelSearchOwner;
  requestId: string;
  hotelGuid: string;
  now: Date;
}): Promise<HotelDetails> {
  const { store, supplier, now } = options;
  const { catalogue } = supplier;
  const { session } = await loadHotelSearch({
    store,
    requestId: options.requestId,
    owner: options.owner,
    now,
  });
  const hotel = searchedHotel(session, options.hotelGuid, catalogue);
  const offers = await store.hotelOffers(session, hotel.id, now);
  const rate = await requireCurrencyRate(options.db, hotel.currency);
  const plans = new Map(catalogue.ratePlans(hotel.id).map((plan) => [plan.code, plan]));

  const byRoom = new Map<string, RateOffer[]>();
  for (const offer of [...offers].sort((a, b) => a.total - b.total)) {
    byRoom.set(offer.roomCode, [...(byRoom.get(offer.roomCode) ?? []), offer]);
  }
  const rooms: HotelRoom[] = [];
  for (const room of catalogue.rooms(hotel.id)) {
    const roomOffers = byRoom.get(room.code);
    if (!roomOffers) continue;
    rooms.push({
      roomGuid: room.code,
      name: room.name,
      bedSetup: room.bedSetup,
      maxAdults: room.maxAdults,
      maxChildren: room.maxChildren,
      maxOccupancy: room.maxOccupancy,
      sizeSqm: room.sizeSqm,
      amenities: [...room.amenities],
      imageUrl: hotelImageUrl(hotel.id, room.imageIndex),
      rates: roomOffers.map((offer) =>
        toRateView({ offer, hotel, rate, plan: plans.get(offer.rateCode), now: options.now }),
      ),
    });
  }
  rooms.sort((a, b) => (a.rates[0]?.price.total.amount ?? 0) - (b.rates[0]?.price.total.amount ?? 0));

  return {
    requestId: session.requestId,
    hotel: toHotelFacts(hotel, catalogue),
    stay: {
      checkIn: session.stay.checkIn,
      checkOut: session.stay.checkOut,
      nights: hotelDaysBetween(session.stay.checkIn, session.stay.checkOut),
      rooms: session.stay.rooms,
    },
    rooms,
  };
}
