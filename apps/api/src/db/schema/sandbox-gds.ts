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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OfferReference, SupplierExtra, SupplierPassenger } from '../../adapters/flight-booking';
import type { SupplyOffer } from '@portal/sandbox-supply';

/**
 * The built-in sandbox GDS's own state. It belongs to the supplier, not to us: it names the tenant and agency a PNR
 * was made for, but has no keys into our tables, as an airline's reservation system would not.
 */

/** A ticket's state at the airline. */
export const SandboxTicketStatuses = ['Open', 'Voided', 'Refunded', 'Exchanged'] as const;
export type SandboxTicketStatus = (typeof SandboxTicketStatuses)[number];

export const SandboxPnrStatuses = ['Held', 'Ticketed', 'Cancelled', 'Expired'] as const;
export type SandboxPnrStatus = (typeof SandboxPnrStatuses)[number];

/** Where a PNR was made: through the portal's booking API, or at the airline (outside the portal). */
export const SandboxPnrChannels = ['Portal', 'Airline'] as const;
export type SandboxPnrChannel = (typeof SandboxPnrChannels)[number];

/** Numbers the record locators and the ticket serials; gaps (rolled-back bookings) are harmless. */
export const SandboxGdsSequences = {
  record: 'sandbox_gds_record_seq',
  ticket: 'sandbox_gds_ticket_seq',
} as const;
export const sandboxGdsRecordSequence = pgSequence(SandboxGdsSequences.record, { startWith: 1 });
export const sandboxGdsTicketSequence = pgSequence(SandboxGdsSequences.ticket, { startWith: 1 });

/** One booking class of one dated leg a PNR holds seats in. */
export interface SandboxHolding {
  legKey: string;
  bookingClass: string;
}

export const sandboxGdsPnrs = pgTable(
  'sandbox_gds_pnrs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordLocator: text('record_locator').notNull().unique('sandbox_gds_pnrs_record_locator_unique'),
    airlineLocator: text('airline_locator').notNull(),
    /** The booking party's own reference (our order), so an answer lost on the way can be found again. */
    clientReference: text('client_reference'),
    channel: text('channel', { enum: SandboxPnrChannels }).notNull(),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    status: text('status', { enum: SandboxPnrStatuses }).notNull().default('Held'),
    timeLimit: timestamp('time_limit', { withTimezone: true }).notNull(),
    validatingAirline: text('validating_airline').notNull(),
    reference: jsonb('reference').$type<OfferReference>().notNull(),
    /** The offer as booked; its brand at `brand_index` names the classes held. */
    offer: jsonb('offer').$type<SupplyOffer>().notNull(),
    brandIndex: integer('brand_index').notNull(),
    passengers: jsonb('passengers').$type<SupplierPassenger[]>().notNull(),
    extras: jsonb('extras').$type<SupplierExtra[]>().notNull().default([]),
    contact: jsonb('contact').$type<{ email: string; phone: string } | null>(),
    /** The leg and class pairs whose seat sales count this PNR's `seat_count` seats while it is Held or Ticketed. */
    holdings: jsonb('holdings').$type<SandboxHolding[]>().notNull(),
    /** Passengers that take a seat (adults and children; infants sit on a lap). */
    seatCount: integer('seat_count').notNull(),
    passengerCount: integer('passenger_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    ticketedAt: timestamp('ticketed_at', { withTimezone: true }),
  },
  (table) => [
    index('sandbox_gds_pnrs_client_reference_idx').on(table.clientReference),
    index('sandbox_gds_pnrs_status_time_limit_idx').on(table.status, table.timeLimit),
    index('sandbox_gds_pnrs_created_idx').on(table.createdAt),
    check(
      'sandbox_gds_pnrs_status_check',
      sql`${table.status} in ('Held', 'Ticketed', 'Cancelled', 'Expired')`,
    ),
    check('sandbox_gds_pnrs_channel_check', sql`${table.channel} in ('Portal', 'Airline')`),
    check(
      'sandbox_gds_pnrs_counts_check',
      sql`${table.seatCount} between 1 and 9 and ${table.passengerCount} between ${table.seatCount} and 2 * ${table.seatCount} and ${table.brandIndex} >= 0`,
    ),
    check(
      'sandbox_gds_pnrs_ticketed_check',
      sql`(${table.status} = 'Ticketed') = (${table.ticketedAt} is not null)`,
    ),
  ],
);

/**
 * Seats our PNRs hold per dated leg and booking class. Taking seats is one conditional statement on this row, decided
 * under its lock, so two agents racing for the last seat get one booking and one refusal.
 */
export const sandboxGdsSeatSales = pgTable(
  'sandbox_gds_seat_sales',
  {
    legKey: text('leg_key').notNull(),
    bookingClass: text('booking_class').notNull(),
    /** The leg's local departure date: the seat inventory loads only flights still to come. */
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'sandbox_gds_seat_sales_pk',
      columns: [table.legKey, table.bookingClass],
    }),
    index('sandbox_gds_seat_sales_date_idx').on(table.flightDate),
    check('sandbox_gds_seat_sales_sold_check', sql`${table.sold} >= 0`),
  ],
);

/** A chosen seat of a dated leg: one passenger of one live PNR, never two. */
export const sandboxGdsSeatAssignments = pgTable(
  'sandbox_gds_seat_assignments',
  {
    legKey: text('leg_key').notNull(),
    seat: text('seat').notNull(),
    pnrId: uuid('pnr_id')
      .notNull()
      .references(() => sandboxGdsPnrs.id),
    passengerIndex: integer('passenger_index').notNull(),
  },
  (table) => [
    primaryKey({ name: 'sandbox_gds_seat_assignments_pk', columns: [table.legKey, table.seat] }),
    index('sandbox_gds_seat_assignments_pnr_idx').on(table.pnrId),
    check('sandbox_gds_seat_assignments_passenger_check', sql`${table.passengerIndex} >= 1`),
  ],
);

/** The e-tickets of ticketed PNRs: one per passenger, infants included. */
export const sandboxGdsTickets = pgTable(
  'sandbox_gds_tickets',
  {
    ticketNumber: text('ticket_number').primaryKey(),
    pnrId: uuid('pnr_id')
      .notNull()
      .references(() => sandboxGdsPnrs.id),
    passengerIndex: integer('passenger_index').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Open until voided, refunded in full, or exchanged for a new ticket. */
    status: text('status', { enum: SandboxTicketStatuses }).notNull().default('Open'),
    /** Journeys (by index in the PNR's offer) refunded or exchanged off this ticket. */
    closedJourneys: jsonb('closed_journeys').$type<number[]>().notNull().default([]),
    /** The ticket this one replaced in an exchange: such a ticket voids only on its own issue day. */
    exchangedFrom: text('exchanged_from'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // One live ticket per passenger; exchanged, voided and refunded ones stay beside it.
    uniqueIndex('sandbox_gds_tickets_live_passenger_unique')
      .on(table.pnrId, table.passengerIndex)
      .where(sql`${table.status} = 'Open'`),
    check('sandbox_gds_tickets_status_check', sql`${table.status} in ('Open', 'Voided', 'Refunded', 'Exchanged')`),
    check('sandbox_gds_tickets_passenger_check', sql`${table.passengerIndex} >= 1`),
  ],
);

/**
 * A group booking at the airline: `seats` seats taken from the flights' inventory at once (counted in
 * `sandbox_gds_seat_sales` like any PNR's), named later by splitting PNRs off it. A split moves seats from the block
 * to the new PNR without touching the flights' counts; releasing gives the unsplit seats back to the flights.
 */
export const sandboxGdsGroupBlocks = pgTable(
  'sandbox_gds_group_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordLocator: text('record_locator').notNull().unique('sandbox_gds_group_blocks_record_locator_unique'),
    tenantId: text('tenant_id').notNull(),
    clientReference: text('client_reference'),
    status: text('status', { enum: ['Held', 'Released'] }).notNull().default('Held'),
    validatingAirline: text('validating_airline').notNull(),
    reference: jsonb('reference').$type<OfferReference>().notNull(),
    offer: jsonb('offer').$type<SupplyOffer>().notNull(),
    brandIndex: integer('brand_index').notNull(),
    holdings: jsonb('holdings').$type<SandboxHolding[]>().notNull(),
    /** Seats the block holds in all; `seats_split` of them have moved to named PNRs. */
    seats: integer('seats').notNull(),
    seatsSplit: integer('seats_split').notNull().default(0),
    timeLimit: timestamp('time_limit', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('sandbox_gds_group_blocks_status_check', sql`${table.status} in ('Held', 'Released')`),
    check(
      'sandbox_gds_group_blocks_seats_check',
      sql`${table.seats} between 0 and 500 and ${table.seatsSplit} >= 0 and ${table.seatsSplit} <= ${table.seats}`,
    ),
  ],
);
