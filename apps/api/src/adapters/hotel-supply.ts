import type {
  BedBank,
  BedBankHotel,
  BedBankRatePlan,
  BedBankRoom,
  RateOffer,
  StayQuery,
} from '@portal/sandbox-supply';
import type { Db } from '../db/client';

/**
 * The hotel supplier (DESIGN §6b): the sandbox bed bank's catalogue and prices over the rooms our bookings hold,
 * kept in the database, so search sees what is sold. A real bed bank would take its place behind this interface.
 *
 * Amounts are minor units of the hotel's own currency. `db` parameters take the caller's transaction, so a booking
 * takes its rooms in the same transaction that debits the wallet.
 */
export interface HotelSupplier {
  /** The static catalogue (pure, no state): cities, hotels, rooms, rate plans, suggestions, sources. */
  readonly catalogue: Pick<
    BedBank,
    'sources' | 'cities' | 'city' | 'suggest' | 'hotel' | 'hotelsOfCity' | 'rooms' | 'ratePlans'
  >;
  /** One source's hotels with their rates for the stay, priced over the rooms sold now. */
  searchSource(options: {
    sourceCode: string;
    destination: { cityCode: string } | { hotelId: string };
    stay: StayQuery;
    now: Date;
  }): Promise<ReturnType<BedBank['searchSource']>>;
  /** Every rate of one hotel for the stay, priced over the rooms sold now. */
  offers(options: { hotelId: string; stay: StayQuery; now: Date }): Promise<RateOffer[]>;
  /** The price check just before booking: the offer as it stands now, or null when its rooms are gone. */
  recheck(options: { offer: RateOffer; stay: StayQuery; now: Date }): Promise<RateOffer | null>;
  /**
   * Book: takes the rooms for every night by one conditional update each (the last room sells once), inside `db`
   * (the caller's transaction). Throws HotelSoldOutError when a night has not the rooms. Idempotent by
   * `clientReference`: a repeat answers the first booking.
   */
  book(
    db: Db,
    options: {
      clientReference: string;
      offer: RateOffer;
      stay: StayQuery;
      leadGuests: { firstName: string; lastName: string }[];
      now: Date;
    },
  ): Promise<SupplierHotelBooking>;
  /** Cancel (or release a refused or lapsed hold): gives the rooms back; a repeat changes nothing. */
  cancel(db: Db, options: { supplierReference: string; now: Date }): Promise<void>;
  /** Record the supplier's answer to an on-request booking (an operator relays it, or the supplier's own time came). */
  decide(
    db: Db,
    options: {
      supplierReference: string;
      decision: 'Confirm' | 'Refuse';
      confirmationNumber: string | null;
      now: Date;
    },
  ): Promise<SupplierHotelBooking>;
  /** On-request bookings whose supplier answer is due by `now` (the scheduler applies them). */
  dueDecisions(options: {
    now: Date;
    limit: number;
  }): Promise<
    { supplierReference: string; decision: 'Confirm' | 'Refuse'; confirmationNumber: string | null }[]
  >;
  /** A gallery image as SVG text, or undefined for an unknown hotel or index. */
  image(hotelId: string, index: number): string | undefined;
}

export interface SupplierHotelBooking {
  supplierReference: string;
  status: 'Confirmed' | 'OnRequest' | 'Refused' | 'Cancelled';
  /** The hotel's confirmation number once confirmed. */
  confirmationNumber: string | null;
}

/** The rooms of the offer are gone for at least one night. */
export class HotelSoldOutError extends Error {
  constructor() {
    super('hotel rooms sold out');
  }
}

export type { BedBankHotel, BedBankRatePlan, BedBankRoom, RateOffer, StayQuery };
