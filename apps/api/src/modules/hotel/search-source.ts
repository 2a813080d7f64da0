import { hotelDaysBetween } from '@portal/contracts';
import type { HotelAvailability, RateOffer } from '@portal/sandbox-supply';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import { requireCurrencyRate } from '../../currency/currency-rate';
import type { ConversionRate } from '../../currency/money-conversion';
import type { Db } from '../../db/client';
import { convertToBdtAmount } from '../../currency/money-conversion';
import { perNightAmount } from './hotel-money';
import type { HotelSearchSession, HotelSourceResult, SearchedHotel, SearchedOption } from './search-types';

/** The supplier's destination of a search: a city, or one hotel. */
export function supplierDestination(query: HotelSearchSession['query']) {
  return query.destination.type === 'City'
    ? { cityCode: query.destination.id }
    : { hotelId: query.destination.id };
}

/** The cheapest rate of each board and refundability, in BDT, cheapest first. */
export function cheapestOptions(options: {
  offers: readonly RateOffer[];
  roomName: (roomCode: string) => string;
  rate: ConversionRate;
  nights: number;
}): SearchedOption[] {
  const best = new Map<string, SearchedOption>();
  for (const offer of options.offers) {
    const key = `${offer.board}|${offer.refundable}`;
    const total = convertToBdtAmount(offer.total, options.rate);
    const known = best.get(key);
    if (known && known.total <= total) continue;
    best.set(key, {
      board: offer.board,
      refundable: offer.refundable,
      onRequest: offer.onRequest,
      roomName: options.roomName(offer.roomCode),
      perNight: perNightAmount(total, options.nights),
      total,
      roomsLeft: offer.roomsLeft,
    });
  }
  return [...best.values()].sort((a, b) => a.total - b.total || a.board.localeCompare(b.board));
}

/**
 * Asks one source for the search's hotels and keeps, per hotel, what the results page filters, sorts and shows:
 * the cheapest rate of each board and refundability, converted to BDT at the stored rates.
 */
export async function processHotelSource(options: {
  supplier: HotelSupplier;
  db: Db;
  session: HotelSearchSession;
  sourceCode: string;
  now: Date;
}): Promise<HotelSourceResult> {
  const { supplier, session, sourceCode } = options;
  const answer: HotelAvailability[] = await supplier.searchSource({
    sourceCode,
    destination: supplierDestination(session.query),
    stay: session.stay,
    now: options.now,
  });
  const rates = new Map<string, ConversionRate>();
  for (const { hotel } of answer) {
    if (!rates.has(hotel.currency))
      rates.set(hotel.currency, await requireCurrencyRate(options.db, hotel.currency));
  }
  const nights = hotelDaysBetween(session.stay.checkIn, session.stay.checkOut);
  const hotels: SearchedHotel[] = [];
  for (const { hotel, offers } of answer) {
    if (offers.length === 0) continue;
    const rooms = new Map(supplier.catalogue.rooms(hotel.id).map((room) => [room.code, room.name]));
    hotels.push({
      hotelId: hotel.id,
      sourceCode,
      options: cheapestOptions({
        offers,
        roomName: (code) => rooms.get(code) ?? code,
        rate: rates.get(hotel.currency) as ConversionRate,
        nights,
      }),
    });
  }
  return { sourceCode, hotels };
}

/** The hotels of the arrived sources, one per hotel: the source selling it cheapest (the earlier on a tie). */
export function mergeHotelSources(results: readonly HotelSourceResult[]): SearchedHotel[] {
  const byHotel = new Map<string, SearchedHotel>();
  for (const result of results) {
    for (const hotel of result.hotels) {
      const known = byHotel.get(hotel.hotelId);
      if (!known || (hotel.options[0]?.total ?? Infinity) < (known.options[0]?.total ?? Infinity)) {
        byHotel.set(hotel.hotelId, hotel);
      }
    }
  }
  return [...byHotel.values()].sort(
    (a, b) =>
      (a.options[0]?.total ?? 0) - (b.options[0]?.total ?? 0) ||
      (a.hotelId < b.hotelId ? -1 : a.hotelId > b.hotelId ? 1 : 0),
  );
}
