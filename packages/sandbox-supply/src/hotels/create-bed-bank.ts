import { Deadlines } from './cancellation';
import { Catalogue } from './catalogue/catalogue';
import type { HotelSpec } from './catalogue/build-hotels';
import { hotelOffers, type PriceRequest } from './offers';
import { onRequestOutcome } from './on-request';
import { recheckOffer } from './recheck';
import { allotmentOf } from './allotment';
import { dayNumber } from '../flights/util/dates';
import { stayNights } from './stay';
import { SuggestIndex } from './suggest';
import type { BedBank, BedBankCity, BedBankSource, HotelAvailability, SoldRooms, StayQuery } from './types';

export interface BedBankOptions {
  seed: number;
  /** 'zero' answers every source at once (tests); 'realistic' (the default) gives each source its own delay. */
  latency?: 'zero' | 'realistic';
}

/** The three ways hotels reach the bed bank, slowest first. */
const sourceList: readonly (BedBankSource & { realisticMs: number })[] = [
  { code: 'BBK', name: 'Sandbox Bed Bank', latencyMs: 0, realisticMs: 2500 },
  { code: 'WHL', name: 'Sandbox Wholesaler', latencyMs: 0, realisticMs: 1200 },
  { code: 'DIR', name: 'Sandbox Direct Contracts', latencyMs: 0, realisticMs: 400 },
];

/**
 * A deterministic simulated bed bank: the same seed gives the same cities, hotels, rooms, plans, allotments and
 * prices. What bookings take is the caller's (passed in as `sold`), as the flight sandbox reads its seat inventory.
 */
export function createBedBank(options: BedBankOptions): BedBank {
  const seed = options.seed >>> 0;
  const catalogue = new Catalogue(seed);
  const sources: readonly BedBankSource[] = sourceList.map(({ code, name, realisticMs }) => ({
    code,
    name,
    latencyMs: options.latency === 'zero' ? 0 : realisticMs,
  }));
  const cities: readonly BedBankCity[] = catalogue.sites.map((s) => s.city);
  let index: SuggestIndex | undefined;

  const suggestIndex = (): SuggestIndex => {
    index ??= new SuggestIndex([
      ...catalogue.sites.map((site) => ({
        suggestion: {
          type: 'City' as const,
          id: site.city.code,
          name: site.city.name,
          cityName: site.city.name,
          countryName: site.city.countryName,
        },
        codes: site.aliases,
        // Among cities matching alike, the bigger hotel market first.
        weight: site.city.hotelCount,
      })),
      ...catalogue.sites.flatMap((site) =>
        catalogue.hotelsOf(site.city.code)!.specs.map((spec) => ({
          suggestion: {
            type: 'Hotel' as const,
            id: spec.hotel.id,
            name: spec.hotel.name,
            cityName: site.city.name,
            countryName: site.city.countryName,
          },
          weight: spec.hotel.stars,
        })),
      ),
    ]);
    return index;
  };

  const request = (spec: HotelSpec, stay: StayQuery, sold: SoldRooms, now: Date): PriceRequest | null => {
    const nights = stayNights(stay);
    if (!nights) return null;
    const deadlines = new Deadlines(spec.hotel.timeZone, nights.checkInDay);
    return { stock: catalogue.stock(spec), stay, nights, sold, now, deadlines };
  };

  const availability = (specs: readonly HotelSpec[], stay: StayQuery, sold: SoldRooms, now: Date) => {
    const found: HotelAvailability[] = [];
    for (const spec of specs) {
      const priced = request(spec, stay, sold, now);
      if (!priced) return [];
      const offers = hotelOffers(priced);
      if (offers.length > 0) found.push({ hotel: spec.hotel, offers });
    }
    return found;
  };

  return {
    seed,
    sources,
    cities: () => cities,
    city: (code) => catalogue.site(code)?.city,
    suggest: (text, limit) => suggestIndex().find(text, limit),
    hotel: (id) => catalogue.spec(id)?.hotel,
    hotelsOfCity: (cityCode) => catalogue.hotelsOf(cityCode)?.specs.map((s) => s.hotel) ?? [],
    rooms(hotelId) {
      const spec = catalogue.spec(hotelId);
      return spec ? catalogue.stock(spec).rooms.map((r) => r.room) : [];
    },
    ratePlans(hotelId) {
      const spec = catalogue.spec(hotelId);
      return spec ? catalogue.stock(spec).plans.map((p) => p.plan) : [];
    },
    allotment(hotelId, roomCode, night) {
      const spec = catalogue.spec(hotelId);
      const day = dayNumber(night);
      if (!spec || !Number.isFinite(day)) return 0;
      const stock = catalogue.stock(spec);
      const room = stock.rooms.find((r) => r.room.code === roomCode);
      return room ? allotmentOf(stock.hash, room, day, stock.showcaseRoomCode === roomCode) : 0;
    },
    searchSource({ sourceCode, destination, stay, sold, now }) {
      if ('hotelId' in destination) {
        const spec = catalogue.spec(destination.hotelId);
        return spec && spec.hotel.sourceCode === sourceCode ? availability([spec], stay, sold, now) : [];
      }
      const specs = catalogue.hotelsOf(destination.cityCode)?.bySource.get(sourceCode) ?? [];
      return availability(specs, stay, sold, now);
    },
    offers({ hotelId, stay, sold, now }) {
      const spec = catalogue.spec(hotelId);
      const priced = spec && request(spec, stay, sold, now);
      return priced ? hotelOffers(priced) : [];
    },
    recheck({ offer, stay, sold, now }) {
      const spec = catalogue.spec(offer.hotelId);
      const priced = spec && request(spec, stay, sold, now);
      return priced ? recheckOffer(seed, offer, priced) : null;
    },
    onRequestOutcome: (reference, bookedAt) => onRequestOutcome(seed, reference, bookedAt),
  };
}
