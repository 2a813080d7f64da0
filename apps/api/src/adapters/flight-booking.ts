import type { PassengerType } from '@portal/contracts';
import type { SourceCode, SupplyOffer, SupplyQuery } from '@portal/sandbox-supply';
import type { Db } from '../db/client';

/**
 * The booking side of a flight supplier (DESIGN §6): reprice, hold seats in a PNR, ticket, cancel, retrieve. The API
 * talks to this interface only; the built-in sandbox GDS keeps its PNRs, held seats and tickets in its own tables.
 *
 * Every call that changes the supplier's state takes `db`: the sandbox writes through it, so when the caller passes
 * its open transaction, the PNR is made (or the ticket issued) together with the order and its debit, or not at
 * all. A supplier over the network ignores it and answers InDoubt when it cannot tell what happened.
 */

/** The three reprice points: before the booking page, before creating the booking, before issuing. */
export type RepricePoint = 'price' | 'sell' | 'issue';

/** Enough to find an offer again at the supplier: the search's query, the source and the offer at one brand. */
export interface OfferReference {
  query: SupplyQuery;
  source: SourceCode;
  offerId: string;
  brandCode: string;
}

export interface RepriceRequest extends OfferReference {
  point: RepricePoint;
  /** The travellers' surnames once they are known (sell and issue): the sandbox's scenarios read them. */
  surnames?: string[];
  /** For 'issue': the PNR being repriced, whose seats are already held (they count as available to it). */
  recordLocator?: string;
  /**
   * The caller's transaction when it reprices inside one: the sandbox reads the PNR and the seat counts through it.
   * Without it the sandbox reads outside, which on the embedded database waits until an open transaction ends.
   */
  db?: Db;
}

/**
 * The offer as the supplier sells it now. `offer` is null when the flights no longer sell at this brand (no seats
 * in any of its classes). Price and booking classes are compared with what the agent saw by the caller.
 */
export interface RepriceAnswer {
  offer: SupplyOffer | null;
  brandIndex: number;
}

export interface SupplierPassenger {
  /** 1-based, in the order the booking lists them; infants follow the adults they travel with. */
  index: number;
  type: PassengerType;
  title: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  nationality: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
  /** Infants: the index of the adult whose lap they sit on. */
  travellingWith: number | null;
}

/** Extras asked for per passenger and leg: a seat, a meal, extra bags, special services (SSR codes). */
export interface SupplierExtra {
  passengerIndex: number;
  legKey: string;
  seat: string | null;
  mealCode: string | null;
  /** Extra checked baggage in kilograms; 0 for none. */
  extraBaggageKg: number;
  ssrCodes: string[];
}

export interface CreatePnrRequest extends OfferReference {
  /** The offer exactly as the agent accepted it (after AirSell): its classes are the ones held. */
  offer: SupplyOffer;
  brandIndex: number;
  passengers: SupplierPassenger[];
  extras: SupplierExtra[];
  contact: { email: string; phone: string };
  /** Our order reference: the PNR carries it, so an in-doubt booking can be found again. */
  clientReference: string;
  /** The agency the PNR is for (the sandbox's queues are per agency). */
  tenantId: string;
  agencyId: string;
  now: Date;
}

export type CreatePnrAnswer =
  /** Web fares get a time limit of minutes: they are ticketed at once, in the same transaction. */
  | { status: 'Held'; recordLocator: string; timeLimit: Date; airlineLocator: string }
  /** The supplier did not say whether the PNR was made: look it up later by clientReference. */
  | { status: 'InDoubt' };

export type TicketAnswer =
  | { status: 'Ticketed'; tickets: { passengerIndex: number; ticketNumber: string }[]; issuedAt: Date }
  | { status: 'InDoubt' }
  | { status: 'Refused'; reason: string };

/**
 * One service a passenger asked for on one flight (a seat, a meal, extra bags or a special service) and how far
 * the airline has confirmed it: some services wait for the airline's desk, and all fall when the PNR does.
 */
export interface SupplierServiceLine {
  passengerIndex: number;
  legKey: string;
  kind: 'Seat' | 'Meal' | 'Baggage' | 'SSR';
  /** The seat (12A), the meal or service code (MOML, WCHR), or the bags (20KG). */
  code: string;
  name: string;
  status: 'Requested' | 'Confirmed' | 'Cancelled';
  requestedAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
}

/** An e-ticket and how much of it is still good: voided, refunded (some journeys or all), or exchanged. */
export interface SupplierTicket {
  passengerIndex: number;
  ticketNumber: string;
  status: 'Open' | 'Voided' | 'Refunded' | 'Exchanged';
  /** Journeys (indexes in the PNR's offer) refunded or changed off this ticket. */
  closedJourneys: number[];
  issuedAt: Date;
  /** The ticket this one replaced in an exchange. */
  exchangedFrom: string | null;
}

/** Whether a ticket may be voided now, and until when (23:59 of its issue day in the ticketing office's zone). */
export type VoidWindow =
  | { allowed: true; deadline: Date }
  | { allowed: false; reason: 'AirlineRefuses' | 'WindowClosed' | 'ReissueWindowClosed'; deadline: Date };

/** What the airline gives back per passenger for the journeys refunded, by the fare's own rules (minor units). */
export interface SupplierRefundQuote {
  window: 'MoreThan72Hours' | 'Within72Hours' | 'Within24Hours' | 'NoShow';
  involuntary: boolean;
  /** The base fare comes back for every passenger (a refundable brand in this window, or involuntary). */
  refundable: boolean;
  passengers: {
    passengerIndex: number;
    type: PassengerType;
    baseFareRefund: number;
    taxRefund: number;
    penalty: number;
    /** The commission the agency earned on the base fare refunded, at the fare's rate. */
    commissionRecalled: number;
  }[];
}

/** The dates a journey of a ticket may move to (YYYY-MM-DD, local at its origin), by the fare's rules now. */
export interface ExchangeJourneyWindow {
  journeyIndex: number;
  minDate: string;
  maxDate: string;
}

/** What changing some journeys of the chosen passengers' tickets would start from now, by the fare's own rules. */
export interface SupplierExchangeTerms {
  /** The penalty window of the first changed journey. */
  window: 'MoreThan72Hours' | 'Within72Hours' | 'Within24Hours' | 'NoShow';
  journeys: ExchangeJourneyWindow[];
  /** The airline's change fee per passenger (minor units). */
  penalties: { passengerIndex: number; type: PassengerType; changePenalty: number }[];
}

/**
 * What reissuing onto one option costs or gives back per passenger, minor units, as the airline figures it: positive
 * `total` is collected from the agency, negative refunded to it. A lower fare leaves a residual the airline refunds
 * (a refundable fare) or keeps (Forfeited: the fare difference counts as none).
 */
export interface SupplierExchangeQuote {
  window: 'MoreThan72Hours' | 'Within72Hours' | 'Within24Hours' | 'NoShow';
  passengers: {
    passengerIndex: number;
    type: PassengerType;
    fareDifference: number;
    taxDifference: number;
    changePenalty: number;
    residual: { amount: number; treatment: 'Forfeited' | 'Refunded' } | null;
    total: number;
  }[];
  total: number;
}

/** One way to fly the changed journeys: the airline's offer for them at one brand, and how to find it again. */
export interface ExchangeOffer {
  reference: OfferReference;
  offer: SupplyOffer;
  brandIndex: number;
}

export interface ExchangeSearchAnswer {
  journeys: ExchangeJourneyWindow[];
  /** Every option the rules allow (same airline, same or better cabin, seats for everyone), with its quote. */
  options: (ExchangeOffer & { quote: SupplierExchangeQuote })[];
}

/** The tickets of a reissue and the fare they stand on now. */
export interface ReissueAnswer {
  tickets: { passengerIndex: number; ticketNumber: string; exchangedFrom: string }[];
  /** The PNR's trip after the change: the kept journeys and the new ones, at one brand. */
  offer: SupplyOffer;
  brandIndex: number;
  issuedAt: Date;
}

/** The airline's after-sales rules that do not depend on one ticket. */
export interface AfterSalesPolicy {
  voidsRefused: boolean;
  /** Refunds go through the airline's desk: quoted and settled by the provider's operators, not automatically. */
  refundsByDesk: boolean;
}

/** A PNR as the supplier holds it: what import and in-doubt resolution read. */
export interface SupplierPnr {
  recordLocator: string;
  airlineLocator: string;
  clientReference: string | null;
  /** The agency the PNR was made for: only its office may read it (queue share imports check it). */
  bookedFor: { tenantId: string; agencyId: string };
  status: 'Held' | 'Ticketed' | 'Cancelled' | 'Expired';
  timeLimit: Date;
  /** The latest time limit the airline would extend the hold to; null when it extends none (Web fares). */
  latestTimeLimit: Date | null;
  reference: OfferReference;
  offer: SupplyOffer;
  brandIndex: number;
  passengers: SupplierPassenger[];
  extras: SupplierExtra[];
  tickets: SupplierTicket[];
  services: SupplierServiceLine[];
  createdAt: Date;
}

export interface SeatMapAnswer {
  legKey: string;
  aircraft: string;
  cabins: {
    cabin: string;
    rows: {
      row: number;
      seats: {
        seat: string;
        position: 'window' | 'middle' | 'aisle';
        exitRow: boolean;
        /** Taken by an earlier booking (ours or the airline's other sales). */
        taken: boolean;
        /** Minor units; 0 when free. */
        price: number;
      }[];
    }[];
  }[];
}

/** What the airline sells beside the fare on each leg of an offer; amounts in minor units (0 when free). */
export interface ServiceListAnswer {
  legs: {
    legKey: string;
    /** Extra checked baggage bundles; empty when the airline sells none on this leg. */
    baggage: { code: string; kilograms: number; price: number }[];
    /** Special meals; empty when none is served (a short low-cost flight). */
    meals: { code: string; name: string; price: number }[];
  }[];
  /** Free special-service requests the airline accepts. */
  specialServices: { code: string; name: string }[];
  seatSelection: 'Free' | 'Paid' | 'None';
}

/** A group booking: seats held on an offer's flights in its brand's classes, to be named later (special fares). */
export interface CreateGroupBlockRequest extends OfferReference {
  offer: SupplyOffer;
  brandIndex: number;
  seats: number;
  /** Until when the airline holds the seats unnamed and unticketed (the block's ticketing deadline). */
  timeLimit: Date;
  /** Our block's code, so a lost answer can be found again. */
  clientReference: string;
  tenantId: string;
  now: Date;
}

export interface SupplierGroupBlock {
  recordLocator: string;
  status: 'Held' | 'Released';
  seats: number;
  /** Seats already split off into named PNRs. */
  seatsSplit: number;
  timeLimit: Date;
  offer: SupplyOffer;
  brandIndex: number;
  reference: OfferReference;
}

export interface FlightBookingSupplier {
  reprice(request: RepriceRequest): Promise<RepriceAnswer>;
  serviceList(request: { offer: SupplyOffer; brandIndex: number }): Promise<ServiceListAnswer>;
  /** Holds the seats in one step; refuses with SupplierError 'SoldOut' when a class has fewer seats than asked. */
  createPnr(db: Db, request: CreatePnrRequest): Promise<CreatePnrAnswer>;
  ticketPnr(
    db: Db,
    request: { recordLocator: string; passengers: SupplierPassenger[]; now: Date },
  ): Promise<TicketAnswer>;
  /** Releases the held seats; a ticketed PNR refuses with SupplierError 'Ticketed'. Cancelling twice is harmless. */
  cancelPnr(db: Db, request: { recordLocator: string; now: Date }): Promise<void>;
  /**
   * Asks the airline for a later time limit: it grants at most the PNR's latestTimeLimit, or refuses with
   * SupplierError 'NotExtendable' (nothing later to give, a Web fare) or 'Expired' (the hold has already lapsed).
   */
  extendTimeLimit(
    db: Db,
    request: { recordLocator: string; until: Date; now: Date },
  ): Promise<{ timeLimit: Date }>;
  retrievePnr(db: Db, recordLocator: string): Promise<SupplierPnr | null>;
  findPnrByClientReference(db: Db, clientReference: string): Promise<SupplierPnr | null>;
  seatMap(db: Db, request: { legKey: string; aircraft: string; cabin: string }): Promise<SeatMapAnswer>;

  /**
   * Takes `seats` seats on every leg of the offer in its brand's classes at once (one conditional update per leg and
   * class, as a PNR does), refusing with SupplierError 'SoldOut' when a class has fewer left; nothing is taken then.
   */
  createGroupBlock(
    db: Db,
    request: CreateGroupBlockRequest,
  ): Promise<{ recordLocator: string; timeLimit: Date }>;
  retrieveGroupBlock(db: Db, recordLocator: string): Promise<SupplierGroupBlock | null>;
  /** Adds seats to a held block (more taken from the flights) or gives unsplit ones back (delta < 0). */
  resizeGroupBlock(db: Db, request: { recordLocator: string; delta: number; now: Date }): Promise<void>;
  /**
   * Names some of a block's seats: a PNR of its own, Held until the block's time limit, whose seats move from the
   * block without touching the flights' counts; then ticketed with ticketPnr like any PNR. Refuses 'SoldOut' when
   * the block has fewer unsplit seats than the passengers who take one, 'Expired' when the block is released.
   */
  splitGroupBlock(
    db: Db,
    request: {
      recordLocator: string;
      passengers: SupplierPassenger[];
      contact: { email: string; phone: string };
      clientReference: string;
      agencyId: string;
      /**
       * The fare filed on the named PNR: the group's negotiated (net) fare for these passengers, which its refunds
       * and changes then read; the block's own offer when not given.
       */
      offer?: SupplyOffer;
      now: Date;
    },
  ): Promise<{ recordLocator: string; airlineLocator: string; timeLimit: Date }>;
  /** Gives every unsplit seat back to the flights; the split PNRs stay. Releasing twice is harmless. */
  releaseGroupBlock(db: Db, request: { recordLocator: string; now: Date }): Promise<void>;

  afterSalesPolicy(validatingAirline: string): AfterSalesPolicy;
  voidWindow(request: {
    ticket: SupplierTicket;
    validatingAirline: string;
    timeZone: string;
    now: Date;
  }): VoidWindow;
  /**
   * Voids open, unused tickets: their seats go back to the flights and their segments are cancelled. Refuses with
   * 'VoidRefused' (the airline voids nothing), 'VoidWindowClosed' (past the issue day) or 'TicketClosed'.
   */
  voidTickets(
    db: Db,
    request: { recordLocator: string; passengerIndexes: number[]; timeZone: string; now: Date },
  ): Promise<{ ticketNumbers: string[] }>;
  /** The refund of unflown journeys of some passengers; refuses 'SegmentFlown', 'TicketClosed', 'NothingToRefund'. */
  quoteRefund(
    db: Db,
    request: {
      recordLocator: string;
      passengerIndexes: number[];
      journeyIndexes: number[];
      involuntary: boolean;
      now: Date;
    },
  ): Promise<SupplierRefundQuote>;
  /** Closes the refunded journeys on the tickets and gives their seats back; the same refusals as the quote. */
  refundTickets(
    db: Db,
    request: { recordLocator: string; passengerIndexes: number[]; journeyIndexes: number[]; now: Date },
  ): Promise<void>;

  /**
   * The dates each journey may move to and the change fees, for the chosen passengers' open tickets now. Refuses
   * 'ChangeNotPermitted' (the fare forbids changes now, or its validity is over), 'SegmentFlown', 'TicketClosed'.
   */
  exchangeTerms(
    db: Db,
    request: { recordLocator: string; passengerIndexes: number[]; journeyIndexes: number[]; now: Date },
  ): Promise<SupplierExchangeTerms>;
  /**
   * The airline's flights for the changed journeys on the dates given, each option quoted. Refuses as exchangeTerms,
   * and 'DateOutOfRange' when a date lies outside its journey's window.
   */
  searchExchange(
    db: Db,
    request: {
      recordLocator: string;
      passengerIndexes: number[];
      changes: { journeyIndex: number; date: string }[];
      now: Date;
    },
  ): Promise<ExchangeSearchAnswer>;
  /** One option found again and quoted at the airline's price now; 'OptionGone' when it no longer sells. */
  quoteExchange(
    db: Db,
    request: {
      recordLocator: string;
      passengerIndexes: number[];
      changedJourneys: number[];
      option: OfferReference;
      now: Date;
    },
  ): Promise<ExchangeOffer & { quote: SupplierExchangeQuote }>;
  /**
   * Reissues the chosen passengers' tickets onto the option, in `db`: the old tickets become Exchanged, new ones are
   * issued (naming the old), the old flights' seats go back and the new ones are taken. Refuses 'OptionGone' when a
   * class has no seat left for everyone, and the refusals of exchangeTerms; nothing changes on a refusal.
   */
  reissueTickets(
    db: Db,
    request: {
      recordLocator: string;
      passengerIndexes: number[];
      changedJourneys: number[];
      option: ExchangeOffer;
      now: Date;
    },
  ): Promise<ReissueAnswer>;
}

export type SupplierErrorCode =
  | 'SoldOut'
  | 'SeatTaken'
  | 'Ticketed'
  | 'NotFound'
  | 'Expired'
  | 'NotExtendable'
  | 'VoidRefused'
  | 'VoidWindowClosed'
  | 'TicketClosed'
  | 'SegmentFlown'
  | 'NothingToRefund'
  | 'ChangeNotPermitted'
  | 'DateOutOfRange'
  | 'OptionGone'
  | 'WholeBooking';

/** A refusal of the supplier the booking code turns into the agent's clear 4xx. */
export class SupplierError extends Error {
  constructor(
    readonly code: SupplierErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SupplierError';
  }
}
