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

/** Seats sold so far through our bookings, by flight leg key and booking class. The API backs it with the database. */
export interface SeatInventory {
  sold(legKey: string, bookingClass: string): number;
  /** Brings the counts up to date; `sold` answers from what was last loaded, so searches stay synchronous. */
  refresh?(): Promise<void>;
}

/** One cabin of a dated flight's seat map; seats other travellers hold are marked, our bookings are not. */
export interface SupplySeatMap {
  legKey: string;
  aircraft: string;
  cabin: TravelClass;
  /** The letters across, with null where an aisle runs. */
  columns: (string | null)[];
  rows: {
    row: number;
    exitRow: boolean;
    seats: {
      seat: string;
      position: 'window' | 'middle' | 'aisle';
      exitRow: boolean;
      extraLegroom: boolean;
      /** Chosen by travellers who booked elsewhere. */
      takenByOthers: boolean;
      /** Minor units; 0 when free. */
      price: number;
    }[];
  }[];
}

/** What the airline sells beside the fare on a dated flight; amounts in minor units. */
export interface SupplyLegServices {
  legKey: string;
  baggage: { code: string; kilograms: number; price: number }[];
  /** Empty when no meal is served (a short low-cost flight). */
  meals: { code: string; name: string; price: number }[];
}

/** What a reprice may change besides the seats: the scenarios the travellers' surnames ask for. */
export interface ScenarioRequest {
  point: 'price' | 'sell' | 'issue';
  surnames: readonly string[];
  /** Passengers that take a seat: a class moved up to must have this many left. */
  seated: number;
  /** The inventory to judge open classes by, instead of the supply's own. */
  inventory?: SeatInventory;
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
  /**
   * The offer `search(query, source)` gives under `offerId`, priced now, or undefined when its flights no longer
   * sell. `inventory` replaces the supply's own for this call (a PNR repriced without counting its own seats).
   */
  findOffer(
    query: SupplyQuery,
    source: SourceCode,
    offerId: string,
    options?: { inventory?: SeatInventory },
  ): SupplyOffer | undefined;
  /**
   * Seats a booking class of a dated leg has for sale before the inventory's sold seats come off: search shows
   * this less `inventory.sold` (never below 0). 0 for an unknown leg or class.
   */
  classSeats(legKey: string, bookingClass: string): number;
  /** classSeats less the inventory's sold seats, never below 0: what a group booking may still take (not capped at 9). */
  classSeatsLeft(legKey: string, bookingClass: string): number;
  /** The dated leg a key names, or undefined when no such flight operates. */
  leg(legKey: string): FlightLeg | undefined;
  /** One cabin of a dated leg's seat map (no rows when the aircraft has no such cabin). */
  seatMap(legKey: string, cabin: TravelClass): SupplySeatMap | undefined;
  /** Extra baggage and meals sold on a dated leg. */
  legServices(legKey: string): SupplyLegServices | undefined;
  /** The offer as the sandbox's scenarios change it at a reprice point (unchanged when no surname asks). */
  applyScenarios(offer: SupplyOffer, brandIndex: number, request: ScenarioRequest): SupplyOffer;
  /** Refreshes the seat inventory (when it can be), so the next search prices with the latest bookings. */
  refreshInventory(): Promise<void>;
}
