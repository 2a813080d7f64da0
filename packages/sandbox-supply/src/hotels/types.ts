/**
 * The simulated bed bank's public face (DESIGN §6b). The API talks to this interface only, through its hotel-supply
 * adapter, so a real bed bank can take its place. The catalogue, rooms, rate plans, allotments and prices are a pure
 * function of the seed; what bookings consume (rooms sold per night) is kept by the caller and passed in as
 * `SoldRooms`, the way the flight sandbox reads its seat inventory.
 *
 * Amounts are integer minor units of the hotel's own currency (`BedBankHotel.currency`: USD, AED, THB…); converting
 * to the agency's BDT is the caller's business.
 */

export type BoardBasis = 'RoomOnly' | 'Breakfast' | 'HalfBoard';

export const HotelAmenities = [
  'FreeWifi',
  'Pool',
  'Spa',
  'Gym',
  'Restaurant',
  'Bar',
  'AirportShuttle',
  'Parking',
  'FamilyRooms',
  'RoomService',
  'BusinessCentre',
  'Beach',
  'PrayerRoom',
  'NonSmoking',
  'Accessible',
] as const;
export type HotelAmenity = (typeof HotelAmenities)[number];

export interface BedBankSource {
  code: string;
  name: string;
  /** How long this source takes to answer a search, milliseconds; the API shows its hotels once this has passed. */
  latencyMs: number;
}

export interface BedBankCity {
  /** The IATA code of the city's main airport in the flight network (DXB, BKK, KUL…). */
  code: string;
  name: string;
  countryCode: string;
  countryName: string;
  /** IANA zone of the city: every hotel's deadlines are given in it. */
  timeZone: string;
  /** The currency the city's hotels sell in. */
  currency: string;
  latitude: number;
  longitude: number;
  /** Districts the hotels stand in (Deira, Downtown, Jumeirah…). */
  areas: string[];
  hotelCount: number;
}

export interface BedBankHotel {
  /** Stable across restarts for one seed; the web's hotelGuid. */
  id: string;
  name: string;
  /** 1 to 5. */
  stars: number;
  chain: string | null;
  cityCode: string;
  area: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Distance from the city centre, metres. */
  centreDistanceMetres: number;
  amenities: HotelAmenity[];
  description: string;
  /** How many gallery images the hotel has; image n (0-based) is drawn by `hotelImageSvg(hotelId, n)`. */
  imageCount: number;
  /** Local times, HH:mm. */
  checkInTime: string;
  checkOutTime: string;
  timeZone: string;
  phone: string;
  currency: string;
  /** The source that sells the hotel. */
  sourceCode: string;
}

export interface BedBankRoom {
  code: string;
  name: string;
  /** Plain words: '1 King bed', '2 Twin beds', '1 King bed and 1 Sofa bed'. */
  bedSetup: string;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  sizeSqm: number;
  amenities: string[];
  /** Which of the hotel's images shows this room. */
  imageIndex: number;
}

/** A penalty from a moment before check-in on: a number of nights, or a share of the whole stay. */
export type PenaltyRule = { kind: 'Nights'; nights: number } | { kind: 'Percent'; percent: number };

export interface BedBankRatePlan {
  code: string;
  roomCode: string;
  board: BoardBasis;
  refundable: boolean;
  /**
   * Refundable rates: free until `freeUntilDaysBefore` days before check-in (at the hotel's local midnight), then
   * each tier from `daysBefore` days before check-in on (larger first; 0 = from check-in, the no-show).
   */
  cancellation: { freeUntilDaysBefore: number; tiers: { daysBefore: number; penalty: PenaltyRule }[] } | null;
  /** The booking may be held unpaid until the hold deadline (refundable rates only). */
  holdable: boolean;
  /** The supplier answers such bookings later: confirmed or refused. */
  onRequest: boolean;
  /** What the price check before booking does to this rate: nothing, or moves its price or its policy. */
  priceCheck: 'Stable' | 'PriceMoves' | 'PolicyMoves';
}

/** One stay: local dates at the hotel, and the guests of each room. */
export interface StayQuery {
  checkIn: string;
  checkOut: string;
  rooms: { adults: number; childAges: number[] }[];
}

/** Rooms already sold, by hotel, room type and night: `soldKey(hotelId, roomCode, night)` → rooms. */
export type SoldRooms = ReadonlyMap<string, number>;

export function soldKey(hotelId: string, roomCode: string, night: string): string {
  return `${hotelId}|${roomCode}|${night}`;
}

export interface CancellationTerms {
  /** Until this instant (UTC ISO) cancelling costs nothing; null: never free. */
  freeUntil: string | null;
  /** From each instant on, cancelling costs `penalty` (minor units of the rate's currency); ascending. */
  tiers: { from: string; penalty: number }[];
}

/** A rate for a whole stay: every room of the query in one room type and rate plan. */
export interface RateOffer {
  hotelId: string;
  roomCode: string;
  rateCode: string;
  board: BoardBasis;
  refundable: boolean;
  onRequest: boolean;
  holdable: boolean;
  currency: string;
  roomCount: number;
  /** Price of each night for all the rooms, before taxes. */
  nightly: { date: string; amount: number }[];
  baseTotal: number;
  /** Taxes and service charges collected with the price. */
  taxes: number;
  /** baseTotal + taxes: what the supplier charges. */
  total: number;
  /** Shown to the guest but paid at the hotel (tourism dirham, city tax…); never charged by us. */
  payAtHotel: { name: string; amount: number }[];
  /** Null for a non-refundable rate (every penalty is the total). */
  cancellation: CancellationTerms | null;
  /** Fewest rooms of this type left over the stay's nights, before this booking. */
  roomsLeft: number;
  /** A held (unpaid) booking of this rate lapses at this instant; null when it cannot be held. */
  holdUntil: string | null;
}

export interface HotelAvailability {
  hotel: BedBankHotel;
  /** Every rate that fits the stay's guests and has the rooms, cheapest first. */
  offers: RateOffer[];
}

export interface HotelSuggestion {
  type: 'City' | 'Hotel';
  /** City code or hotel id. */
  id: string;
  name: string;
  cityName: string;
  countryName: string;
}

export interface BedBank {
  readonly seed: number;
  readonly sources: readonly BedBankSource[];
  cities(): readonly BedBankCity[];
  city(code: string): BedBankCity | undefined;
  /** Cities and hotels whose names start with (or contain a word starting with) the text; cities first. */
  suggest(text: string, limit: number): HotelSuggestion[];
  hotel(id: string): BedBankHotel | undefined;
  hotelsOfCity(cityCode: string): readonly BedBankHotel[];
  rooms(hotelId: string): readonly BedBankRoom[];
  ratePlans(hotelId: string): readonly BedBankRatePlan[];
  /** Rooms of a type the hotel puts on sale for a night (before any booking). */
  allotment(hotelId: string, roomCode: string, night: string): number;
  /** One source's answer for a city (or one hotel): its hotels with rates for the stay. */
  searchSource(options: {
    sourceCode: string;
    destination: { cityCode: string } | { hotelId: string };
    stay: StayQuery;
    sold: SoldRooms;
    now: Date;
  }): HotelAvailability[];
  /** Every rate of one hotel for the stay (all sources). */
  offers(options: { hotelId: string; stay: StayQuery; sold: SoldRooms; now: Date }): RateOffer[];
  /**
   * The supplier's price check just before booking: the offer as it stands now (price and policy may have moved,
   * by the rate plan's `priceCheck`), or null when the rooms are gone.
   */
  recheck(options: { offer: RateOffer; stay: StayQuery; sold: SoldRooms; now: Date }): RateOffer | null;
  /** What an on-request booking's supplier decides, and when (deterministic by its reference). */
  onRequestOutcome(supplierReference: string, bookedAt: Date): { decision: 'Confirm' | 'Refuse'; at: Date };
}
