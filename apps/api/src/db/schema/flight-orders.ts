import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  FareBreakdown,
  FlightLeg,
  FlightOrderStatus,
  Journey,
  PassengerExtra,
  PassengerTitles,
  TicketStatus,
} from '@portal/contracts';
import type { SourceCode, SupplyOffer, SupplyQuery } from '@portal/sandbox-supply';
import { agencies } from './agencies';
import { ledgerTransactions } from './ledger';
import { tenants } from './tenants';
import { users } from './users';

/** The itinerary as it was sold, in the shapes the pages read: kept, so the order never depends on a search. */
export interface SoldItinerary {
  journeys: Journey[];
  legs: Record<string, FlightLeg>;
  fareBreakdown: FareBreakdown[];
  brandName: string;
  cabin: string;
  refundable: boolean;
}

/** Order numbers: the tenant's code, the year, and this sequence (BDF-2600101). */
export const flightOrderNumbers = pgSequence('flight_order_number_seq', { startWith: 1000 });

const statusList = sql.raw(
  ['OnHold', 'Pending', 'InProgress', 'Unconfirmed', 'Confirmed', 'Cancelled', 'Expired']
    .map((status) => `'${status}'`)
    .join(', '),
);

/**
 * A flight order: the offer as the agent accepted it, the supplier's PNR, what it costs and what the wallet paid.
 * Amounts are minor units of `currency`; `payable` is the agency's fare price plus extras.
 */
export const flightOrders = pgTable(
  'flight_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    createdBy: uuid('created_by').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<FlightOrderStatus>().notNull(),
    fareType: text('fare_type').$type<'OnHold' | 'Web'>().notNull(),
    source: text('source').$type<SourceCode>().notNull(),
    validatingAirline: text('validating_airline').notNull(),
    recordLocator: text('record_locator'),
    airlineLocator: text('airline_locator'),
    /** What finds the offer again at the supplier, and the offer as accepted. */
    query: jsonb('query').$type<SupplyQuery>().notNull(),
    offerId: text('offer_id').notNull(),
    brandCode: text('brand_code').notNull(),
    brandIndex: integer('brand_index').notNull(),
    offer: jsonb('offer').$type<SupplyOffer>().notNull(),
    itinerary: jsonb('itinerary').$type<SoldItinerary>().notNull(),
    route: text('route').notNull(),
    firstDepartureAt: timestamp('first_departure_at', { withTimezone: true }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    fareGross: bigint('fare_gross', { mode: 'number' }).notNull(),
    fareAgent: bigint('fare_agent', { mode: 'number' }).notNull(),
    extrasTotal: bigint('extras_total', { mode: 'number' }).notNull(),
    payable: bigint('payable', { mode: 'number' }).notNull(),
    paymentMode: text('payment_mode').$type<'Full' | 'Partial'>(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    issueTransactionId: uuid('issue_transaction_id').references(() => ledgerTransactions.id),
    /**
     * The agency's commission on the fare (the airline's rate on each base fare, as the offer shows it), kept by the
     * database from the offer and brand so reports sum a column instead of reading every offer (migration 0026's
     * flight_order_commission). AIT follows from it: fareAgent − fareGross + commission.
     */
    commission: bigint('commission', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`flight_order_commission(offer, brand_index)`),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    timeLimit: timestamp('time_limit', { withTimezone: true }),
    /** Set when an operator approved part payment for an order not offered it: the rest falls due then. */
    partialApprovedDueAt: timestamp('partial_approved_due_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('flight_orders_reference_unique').on(table.tenantId, table.reference),
    index('flight_orders_agency_created_idx').on(table.tenantId, table.agencyId, table.createdAt),
    index('flight_orders_status_time_limit_idx').on(table.status, table.timeLimit),
    // Reports: tickets issued in a range, and a ticket posting's order.
    index('flight_orders_agency_issued_idx').on(table.tenantId, table.agencyId, table.issuedAt),
    index('flight_orders_issue_transaction_idx').on(table.issueTransactionId),
    foreignKey({
      name: 'flight_orders_agency_same_tenant_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    foreignKey({
      name: 'flight_orders_user_same_tenant_fk',
      columns: [table.createdBy, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    check('flight_orders_status_check', sql`${table.status} in (${statusList})`),
    check(
      'flight_orders_amounts_check',
      sql`${table.fareGross} > 0 and ${table.fareAgent} > 0 and ${table.extrasTotal} >= 0
        and ${table.payable} = ${table.fareAgent} + ${table.extrasTotal}
        and ${table.paidAmount} >= 0 and ${table.paidAmount} <= ${table.payable}`,
    ),
    // A ticketed order was paid (in full or in part) by one posting.
    check(
      'flight_orders_issued_check',
      sql`${table.status} <> 'Confirmed' or (${table.issuedAt} is not null and ${table.issueTransactionId} is not null)`,
    ),
  ],
);

/** A traveller of an order, with the ticket once issued and the extras asked for on each flight. */
export const flightOrderPassengers = pgTable(
  'flight_order_passengers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => flightOrders.id),
    paxIndex: integer('pax_index').notNull(),
    type: text('type').$type<'ADT' | 'CHD' | 'INF'>().notNull(),
    title: text('title').$type<(typeof PassengerTitles)[number]>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    gender: text('gender').$type<'Male' | 'Female'>().notNull(),
    nationality: text('nationality'),
    passportNumber: text('passport_number'),
    passportExpiry: text('passport_expiry'),
    extras: jsonb('extras').$type<(PassengerExtra & { price: number })[]>().notNull().default([]),
    ticketNumber: text('ticket_number'),
    /** The ticket's state once issued: after-sales requests move it (Voided, Refunded, Exchanged...). */
    ticketStatus: text('ticket_status').$type<TicketStatus>(),
    /** Journeys of the order this passenger's ticket no longer covers (refunded or changed by an exchange). */
    closedJourneys: jsonb('closed_journeys').$type<number[]>().notNull().default([]),
  },
  (table) => [unique('flight_order_passengers_index_unique').on(table.orderId, table.paxIndex)],
);

/** The order's history: every change of status and every action taken on it, never updated. */
export const flightOrderEvents = pgTable(
  'flight_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => flightOrders.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    status: text('status').$type<FlightOrderStatus>().notNull(),
    /** Null when the system acted (the expiry scheduler). */
    userId: uuid('user_id'),
    note: text('note'),
  },
  (table) => [index('flight_order_events_order_idx').on(table.orderId, table.id)],
);
