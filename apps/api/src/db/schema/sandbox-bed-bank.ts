import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RateOffer, StayQuery } from '@portal/sandbox-supply';

/**
 * The built-in sandbox bed bank's own state (DESIGN §6b). Like the sandbox GDS's tables it belongs to the supplier,
 * not to us: no keys into our tables, only the client reference the booking party gave.
 */

export const SandboxHotelBookingStatuses = ['Confirmed', 'OnRequest', 'Refused', 'Cancelled'] as const;
export type SandboxHotelBookingStatus = (typeof SandboxHotelBookingStatuses)[number];

export const SandboxHotelDecisions = ['Confirm', 'Refuse'] as const;
export type SandboxHotelDecision = (typeof SandboxHotelDecisions)[number];

/** Numbers the supplier's booking references; gaps (rolled-back bookings) are harmless. */
export const SandboxBedBankSequences = { booking: 'sandbox_bed_bank_booking_seq' } as const;
export const sandboxBedBankBookingSequence = pgSequence(SandboxBedBankSequences.booking, { startWith: 1 });

/**
 * Rooms our bookings hold per hotel, room type and night. A row appears with the first sale of that night; taking
 * rooms is one conditional statement on it (sold + n <= allotment), decided under the row's lock, so two agencies
 * racing for the last room get one booking and one refusal.
 */
export const sandboxBedBankRoomSales = pgTable(
  'sandbox_bed_bank_room_sales',
  {
    hotelId: text('hotel_id').notNull(),
    roomCode: text('room_code').notNull(),
    /** The local date at the hotel the night begins. */
    night: date('night', { mode: 'string' }).notNull(),
    /** Kept so a city search reads its hotels' sales with one indexed query. */
    cityCode: text('city_code').notNull(),
    sold: integer('sold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'sandbox_bed_bank_room_sales_pk',
      columns: [table.hotelId, table.roomCode, table.night],
    }),
    index('sandbox_bed_bank_room_sales_city_night_idx').on(table.cityCode, table.night),
    check('sandbox_bed_bank_room_sales_sold_check', sql`${table.sold} >= 0`),
  ],
);

/** The supplier's bookings: what it holds rooms for, and its answer to the on-request ones. */
export const sandboxBedBankBookings = pgTable(
  'sandbox_bed_bank_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierReference: text('supplier_reference')
      .notNull()
      .unique('sandbox_bed_bank_bookings_supplier_reference_unique'),
    /** The booking party's own reference: a repeat of a booking answers the first one. */
    clientReference: text('client_reference')
      .notNull()
      .unique('sandbox_bed_bank_bookings_client_reference_unique'),
    hotelId: text('hotel_id').notNull(),
    cityCode: text('city_code').notNull(),
    roomCode: text('room_code').notNull(),
    rateCode: text('rate_code').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    /** Rooms held for each night of the stay while the booking is Confirmed or OnRequest. */
    roomCount: integer('room_count').notNull(),
    guests: jsonb('guests').$type<StayQuery['rooms']>().notNull(),
    leadGuests: jsonb('lead_guests').$type<{ firstName: string; lastName: string }[]>().notNull(),
    status: text('status', { enum: SandboxHotelBookingStatuses }).notNull(),
    confirmationNumber: text('confirmation_number'),
    /** For an on-request booking: what the supplier will answer by itself, and when. */
    decision: text('decision', { enum: SandboxHotelDecisions }),
    decideAt: timestamp('decide_at', { withTimezone: true }),
    currency: text('currency').notNull(),
    /** Minor units of `currency`: what the supplier charges (base + taxes). */
    baseTotal: integer('base_total').notNull(),
    taxes: integer('taxes').notNull(),
    total: integer('total').notNull(),
    /** The offer as booked (nightly prices, policy), as the supplier's record of what was sold. */
    offer: jsonb('offer').$type<RateOffer>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('sandbox_bed_bank_bookings_due_idx')
      .on(table.decideAt)
      .where(sql`${table.status} = 'OnRequest'`),
    check(
      'sandbox_bed_bank_bookings_status_check',
      sql`${table.status} in ('Confirmed', 'OnRequest', 'Refused', 'Cancelled')`,
    ),
    check(
      'sandbox_bed_bank_bookings_decision_check',
      sql`${table.decision} is null or ${table.decision} in ('Confirm', 'Refuse')`,
    ),
    check(
      'sandbox_bed_bank_bookings_stay_check',
      sql`${table.checkOut} > ${table.checkIn} and ${table.roomCount} between 1 and 8`,
    ),
    check(
      'sandbox_bed_bank_bookings_amounts_check',
      sql`${table.baseTotal} >= 0 and ${table.taxes} >= 0 and ${table.total} = ${table.baseTotal} + ${table.taxes}`,
    ),
    check(
      'sandbox_bed_bank_bookings_on_request_check',
      sql`${table.status} <> 'OnRequest' or (${table.decision} is not null and ${table.decideAt} is not null)`,
    ),
  ],
);
