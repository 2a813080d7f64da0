import type {
  Airline,
  Airport,
  BaggageAllowance,
  FareKind,
  FareType,
  FlightLeg,
  PassengerType,
  StopKey,
  TravelClass,
} from '@portal/contracts';

/**
 * The simulated GDS's public face. The API talks to this interface only, so a real supplier can take its place.
 * All amounts are integer minor units of `FlightSupplyOptions.currency` (the point of sale: BDT).
 */

export type SourceCode = 'GDS' | 'NDC' | 'LCC';

export interface SupplySource {
  code: SourceCode;
  name: string;
  /** How long this source takes to answer a search, milliseconds; the API waits this long before showing it. */
  latencyMs: number;
}

export interface SupplyQuery {
  /** One per direction: one-way 1, return 2 (the way back second), multi-city 2–5. */
  journeys: { origin: string; destination: string; date: string }[];
  tripKind: 'OneWay' | 'Return' | 'MultiCity';
  adults: number;
  childAges: number[];
  infants: number;
  cabin: TravelClass;
  fareType: FareType;
  /** Empty means any airline. */
  preferredAirlines: string[];
}

export interface SupplyJourney {
  legs: FlightLeg[];
  bookingClasses: string[];
  fareBasis: string[];
  stopKey: StopKey;
  layovers: { airportCode: string; minutes: number }[];
  durationMinutes: number;
}

export interface SupplyPenalty {
  window: 'MoreThan72Hours' | 'Within72Hours' | 'Within24Hours' | 'NoShow';
  passengerType: PassengerType;
  /** null: not permitted. */
  amount: number | null;
}

export interface SupplyPaxPrice {
  passengerType: PassengerType;
  count: number;
  baseFare: number;
  taxLines: { code: string; name: string; amount: number }[];
  /** baseFare + taxes, per passenger. */
  gross: number;
  /** What the agency pays per passenger: gross minus commission on the base fare, plus AIT where it applies. */
  agent: number;
}

/** A fare family on one itinerary. Brands of one offer are ordered cheapest first. */
export interface SupplyBrand {
  brandCode: string;
  name: string;
  cabin: TravelClass;
  bookingClasses: string[][];
  fareBasis: string[][];
  prices: SupplyPaxPrice[];
  /** Totals over all passengers. */
  totalGross: number;
  totalAgent: number;
  refundable: boolean;
  changeable: boolean;
  baggage: BaggageAllowance;
  childBaggage: BaggageAllowance;
  infantBaggage: BaggageAllowance;
  meal: boolean;
  seatSelection: 'Free' | 'Paid' | 'None';
  cancellation: SupplyPenalty[];
  dateChange: SupplyPenalty[];
  /** Fewest seats left in this brand's classes along the trip; never negative. */
  seatsRemaining: number;
  ruleSections: { title: string; text: string }[];
}

export interface SupplyOffer {
  /** Stable for the same flights, source, cabin, passengers and seed: tests may assert it. */
  offerId: string;
  source: SourceCode;
  validatingAirline: string;
  fareKind: FareKind;
  /** A domestic return sold as one fare, cheaper than two one-way tickets. */
  specialReturn: boolean;
  journeys: SupplyJourney[];
  /** At least one; brands[0] is the offer's headline price. */
  brands: SupplyBrand[];
  /** Commission rate on base fare, basis points, for the validating airline. */
  commissionBps: number;
  /** OnHold fares: minutes from booking until the hold lapses. */
  holdMinutes: number | null;
}

/** Seats sold so far, by flight leg key and booking class. The API later backs this with the database. */
export interface SeatInventory {
  sold(legKey: string, bookingClass: string): number;
}

export interface FlightSupplyOptions {
  seed?: number;
  /** Point-of-sale currency of every amount. */
  currency?: string;
  /** 'zero' for tests and benchmarks; 'realistic' spreads sources over about 0.3–2.5 s. */
  latency?: 'zero' | 'realistic';
  inventory?: SeatInventory;
  /**
   * The point of sale's date (YYYY-MM-DD) searches are made on: flights fill up, and their cheap classes close, as
   * their dates near it. Defaults to today's date in Dhaka; tests pin it so their results never drift.
   */
  today?: () => string;
}

export interface FlightSupply {
  readonly currency: string;
  readonly sources: readonly SupplySource[];
  airport(code: string): (Airport & { timeZone: string; latitude: number; longitude: number }) | undefined;
  /** Type-ahead: exact airport code first, then city code, then names starting with the term, then containing it. */
  findAirports(term: string, limit?: number): Airport[];
  airline(code: string): Airline | undefined;
  airlines(): readonly Airline[];
  countries(): readonly { code: string; name: string; dialCode: string | null }[];
  /** Every offer one source has for the query; deterministic for seed, query, inventory and today's date. */
  search(query: SupplyQuery, source: SourceCode): SupplyOffer[];
  /** The number of scheduled flights (legs) operating on a date, for sizing checks. */
  flightsOn(date: string): number;
}
