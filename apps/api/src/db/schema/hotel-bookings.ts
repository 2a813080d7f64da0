import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  HotelBookingStatuses,
  type Board,
  type HotelBookingStatus,
  type HotelCancellationPolicy,
  type HotelFacts,
  type HotelLeadGuest,
  type HotelRatePrice,
} from '@portal/contracts';
import type { CancellationTerms, RateOffer } from '@portal/sandbox-supply';
import { agencies } from './agencies';
import { ledgerTransactions } from './ledger';
import { tenants } from './tenants';
import { users } from './users';

/** Booking numbers: HB-, the year's two digits and this sequence (HB-2610000). */
export const hotelBookingNumbers = pgSequence('hotel_booking_number_seq', { startWith: 10000 });

/** One room of the booking as sold: its guests, the lead guest named on the voucher, and what they asked for. */
export interface HotelBookedRoom {
  adults: number;
  childAges: number[];
  leadGuest: HotelLeadGuest;
  specialRequest: string | null;
}

const statusList = sql.raw(HotelBookingStatuses.map((status) => `'${status}'`).join(', '));

/**
 * A hotel booking (DESIGN §6b): the hotel, stay, room and rate as the agent accepted them (kept, so the booking never
 * depends on a search), the supplier's figure in its own currency, the rate used and the BDT amount the wallet paid.
 * BDT amounts are minor units (poisha); supplier amounts are minor units of `supplier_currency`.
 */
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<HotelBookingStatus>().notNull(),
    createdBy: uuid('created_by').notNull(),

    hotelId: text('hotel_id').notNull(),
    hotelName: text('hotel_name').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    /** The hotel's facts as booked: address, phone, times and zone for the voucher. */
    hotel: jsonb('hotel').$type<HotelFacts>().notNull(),

    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    rooms: jsonb('rooms').$type<HotelBookedRoom[]>().notNull(),
    /** The first room's lead guest, "First Last", for the queue's search and rows. */
    leadGuest: text('lead_guest').notNull(),

    roomCode: text('room_code').notNull(),
    roomName: text('room_name').notNull(),
    bedSetup: text('bed_setup').notNull(),
    rateCode: text('rate_code').notNull(),
    board: text('board').$type<Board>().notNull(),
    refundable: boolean('refundable').notNull(),
    onRequest: boolean('on_request').notNull(),
    /** The supplier's offer as booked: what its cancel and decide calls name, and the terms below come from. */
    offer: jsonb('offer').$type<RateOffer>().notNull(),
    /** The supplier's cancellation terms (its currency); null for a non-refundable rate. */
    cancellationTerms: jsonb('cancellation_terms').$type<CancellationTerms | null>(),
    /** The policy as the agent saw it (BDT, plain words, hotel-local times). */
    policy: jsonb('policy').$type<HotelCancellationPolicy>().notNull(),
    /** The price as the agent saw it (BDT and supplier figures, nightly, taxes, pay at hotel). */
    price: jsonb('price').$type<HotelRatePrice>().notNull(),

    supplierCurrency: char('supplier_currency', { length: 3 }).notNull(),
    supplierMinorDigits: integer('supplier_minor_digits').notNull(),
    supplierTotal: bigint('supplier_total', { mode: 'number' }).notNull(),
    /** BDT per unit of the supplier's currency, times 10^6: the rate every BDT figure of the booking uses. */
    exchangeRateMicros: bigint('exchange_rate_micros', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    taxes: bigint('taxes', { mode: 'number' }).notNull(),
    /** Fees the guest pays at the hotel (supplier currency), shown, never charged. */
    payAtHotel: jsonb('pay_at_hotel').$type<{ name: string; amount: number }[]>().notNull(),

    /** The price check the booking was made from: a check books once (the unique index below). */
    checkId: text('check_id'),

    paid: boolean('paid').notNull().default(false),
    chargeTransactionId: uuid('charge_transaction_id').references(() => ledgerTransactions.id),
    /** An unpaid hold lapses at this instant. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** Cancelling costs nothing until this instant (the 72-hour alert); null when it never is free. */
    freeCancellationUntil: timestamp('free_cancellation_until', { withTimezone: true }),

    supplierReference: text('supplier_reference'),
    /** The supplier's own view: Confirmed, OnRequest (its answer due), Refused, Cancelled. */
    supplierStatus: text('supplier_status').$type<'Confirmed' | 'OnRequest' | 'Refused' | 'Cancelled'>(),
    confirmationNumber: text('confirmation_number'),

    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationPenalty: bigint('cancellation_penalty', { mode: 'number' }),
    cancellationRefund: bigint('cancellation_refund', { mode: 'number' }),
    refundTransactionId: uuid('refund_transaction_id').references(() => ledgerTransactions.id),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    unique('hotel_bookings_reference_unique').on(table.tenantId, table.reference),
    uniqueIndex('hotel_bookings_supplier_reference_unique').on(table.supplierReference),
    uniqueIndex('hotel_bookings_check_id_unique').on(table.checkId),
    // The agency's queue: its tabs, newest first.
    index('hotel_bookings_agency_idx').on(table.tenantId, table.agencyId, table.status, table.createdAt),
    // The operators' desk: the tenant's unconfirmed bookings, oldest first.
    index('hotel_bookings_queue_idx').on(table.tenantId, table.status, table.createdAt),
    // The scheduler's lapsing holds, and the 72-hour alerts of holds and free cancellations.
    index('hotel_bookings_hold_idx').on(table.status, table.holdUntil),
    index('hotel_bookings_free_cancellation_idx').on(
      table.tenantId,
      table.agencyId,
      table.freeCancellationUntil,
    ),
    foreignKey({
      name: 'hotel_bookings_agency_same_tenant_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    foreignKey({
      name: 'hotel_bookings_user_same_tenant_fk',
      columns: [table.createdBy, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    check('hotel_bookings_status_check', sql`${table.status} in (${statusList})`),
    check(
      'hotel_bookings_amounts_check',
      sql`${table.total} > 0 and ${table.taxes} >= 0 and ${table.supplierTotal} > 0
        and ${table.exchangeRateMicros} > 0 and ${table.nights} > 0`,
    ),
    // Paid exactly when one posting charged it; a hold is unpaid and has its deadline.
    check(
      'hotel_bookings_paid_check',
      sql`${table.paid} = (${table.chargeTransactionId} is not null)
        and (${table.status} <> 'OnHold' or (not ${table.paid} and ${table.holdUntil} is not null))`,
    ),
    // A refund never exceeds what was paid, and is posted exactly when there is one.
    check(
      'hotel_bookings_refund_check',
      sql`(${table.cancellationRefund} is null or (${table.cancellationRefund} >= 0
          and ${table.cancellationPenalty} >= 0
          and ${table.cancellationRefund} + ${table.cancellationPenalty} <= ${table.total}))
        and ((${table.refundTransactionId} is not null) = (coalesce(${table.cancellationRefund}, 0) > 0))`,
    ),
  ],
);

/** The booking's history: every status change and action, with who acted; never updated or deleted. */
export const hotelBookingEvents = pgTable(
  'hotel_booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => hotelBookings.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    status: text('status').$type<HotelBookingStatus>().notNull(),
    side: text('side').$type<'Agency' | 'Operator' | 'System'>().notNull(),
    /** Null when the system acted (the scheduler, the supplier). */
    userId: uuid('user_id').references(() => users.id),
    note: text('note'),
  },
  (table) => [
    index('hotel_booking_events_booking_idx').on(table.bookingId, table.id),
    check('hotel_booking_events_status_check', sql`${table.status} in (${statusList})`),
    check('hotel_booking_events_side_check', sql`${table.side} in ('Agency', 'Operator', 'System')`),
  ],
);
