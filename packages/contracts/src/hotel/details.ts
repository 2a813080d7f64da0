import { z } from 'zod';
import { ZMoney } from '../common/money';
import { ZBoardBasis } from './search';

export const ZHotelDetailsQuery = z.strictObject({
  requestId: z.string().min(1).max(64),
  hotelGuid: z.string().min(1).max(64),
});

/** GET Hotel/Image/{hotelGuid}/{index}.svg: gallery image `index` (0-based) of a hotel. */
export const ZHotelImageParams = z.strictObject({
  hotelGuid: z.string().min(1).max(64),
  image: z.string().regex(/^\d{1,3}\.svg$/),
});

/** A cancellation policy: the free period, the tiers after it, in plain words too. */
export const ZHotelCancellationPolicy = z.object({
  refundable: z.boolean(),
  /** Until this instant (UTC) cancelling is free; null when it never is. */
  freeUntil: z.string().nullable(),
  /** The same instant in the hotel's zone, as the hotel writes it (2026-12-14 23:59). */
  freeUntilHotelTime: z.string().nullable(),
  tiers: z.array(z.object({ from: z.string(), fromHotelTime: z.string(), penalty: ZMoney })),
  /** The policy in plain words, with amounts in the agency's currency. */
  text: z.string(),
});
export type HotelCancellationPolicy = z.infer<typeof ZHotelCancellationPolicy>;

/** A rate's price: the supplier's figure, the rate used, and what the agency pays in its own currency. */
export const ZHotelRatePrice = z.object({
  /** The agency's currency (BDT). */
  total: ZMoney,
  perNight: ZMoney,
  taxes: ZMoney,
  nightly: z.array(z.object({ date: z.string(), amount: ZMoney })),
  supplierTotal: ZMoney,
  /** Units of the agency's currency per one unit of the supplier's, as text (122.5). */
  exchangeRate: z.string(),
  /** Shown, paid at the hotel, never charged by us; in the supplier's currency. */
  payAtHotel: z.array(z.object({ name: z.string(), amount: ZMoney })),
});
export type HotelRatePrice = z.infer<typeof ZHotelRatePrice>;

export const ZHotelRate = z.object({
  roomRateGuid: z.string(),
  board: ZBoardBasis,
  refundable: z.boolean(),
  onRequest: z.boolean(),
  /** It may be booked unpaid and held until `holdUntil`. */
  holdable: z.boolean(),
  holdUntil: z.string().nullable(),
  roomsLeft: z.number().int(),
  price: ZHotelRatePrice,
  policy: ZHotelCancellationPolicy,
});
export type HotelRate = z.infer<typeof ZHotelRate>;

export const ZHotelRoom = z.object({
  roomGuid: z.string(),
  name: z.string(),
  bedSetup: z.string(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  maxOccupancy: z.number().int(),
  sizeSqm: z.number().int(),
  amenities: z.array(z.string()),
  imageUrl: z.string(),
  rates: z.array(ZHotelRate),
});
export type HotelRoom = z.infer<typeof ZHotelRoom>;

export const ZHotelFacts = z.object({
  hotelGuid: z.string(),
  name: z.string(),
  stars: z.number().int(),
  chain: z.string().nullable(),
  area: z.string(),
  address: z.string(),
  cityName: z.string(),
  countryName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  centreDistanceMetres: z.number().int(),
  description: z.string(),
  amenities: z.array(z.string()),
  imageUrls: z.array(z.string()),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  timeZone: z.string(),
  phone: z.string(),
});
export type HotelFacts = z.infer<typeof ZHotelFacts>;

export const ZHotelStay = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  rooms: z.array(z.object({ adults: z.number().int(), childAges: z.array(z.number().int()) })),
});
export type HotelStay = z.infer<typeof ZHotelStay>;

export const ZHotelDetails = z.object({
  requestId: z.string(),
  hotel: ZHotelFacts,
  stay: ZHotelStay,
  /** Rooms that fit the guests and are available, each with its rates, cheapest first. */
  rooms: z.array(ZHotelRoom),
});
export type HotelDetails = z.infer<typeof ZHotelDetails>;
