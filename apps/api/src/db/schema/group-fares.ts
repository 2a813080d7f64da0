import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  GroupFareBlockStatuses,
  GroupFareDepositRules,
  GroupFareKinds,
  GroupFareReleaseReasons,
  GroupFareVisibilities,
  type GroupFareBlockStatus,
  type PassengerTitles,
  type GroupFareDepositRule,
  type GroupFareKind,
  type GroupFareReleaseReason,
  type GroupFareVisibility,
  type TravelClass,
} from '@portal/contracts';
import type { SourceCode, SupplyOffer, SupplyQuery } from '@portal/sandbox-supply';
import { agencies } from './agencies';
import { flightOrders } from './flight-orders';
import { ledgerTransactions } from './ledger';
import { serviceRequests } from './service-requests';
import { tenants } from './tenants';

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A block of seats the tenant holds on real flights (DESIGN §6b, issue "special fares"): the offer and class taken
 * from the GDS, whose record `record_locator` holds `total_seats` seats there. Agencies reserve seats from it: the
 * seats are counted by one conditional update on this row (reserved + sold never above total), and each agency's
 * share by one on `group_fare_agency_seats` (never above the cap), so the last seat sells once and no agency hoards.
 * Amounts are minor units of `currency`; deadlines are instants.
 */
export const groupFareBlocks = pgTable(
  'group_fare_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').$type<GroupFareKind>().notNull(),
    /** The operators' short code, unique in the tenant (UMR-DAC-JED-0115). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    status: text('status').$type<GroupFareBlockStatus>().notNull(),
    validatingAirline: text('validating_airline').notNull(),
    /** DAC-JED or DAC-JED-DAC. */
    route: text('route').notNull(),
    origin: char('origin', { length: 3 }).notNull(),
    destination: char('destination', { length: 3 }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    firstDepartureAt: timestamp('first_departure_at', { withTimezone: true }).notNull(),
    cabin: text('cabin').$type<TravelClass>().notNull(),
    /** What finds the offer again at the GDS, and the offer at `brand_index` whose classes hold the seats. */
    source: text('source').$type<SourceCode>().notNull(),
    query: jsonb('query').$type<SupplyQuery>().notNull(),
    offerId: text('offer_id').notNull(),
    brandCode: text('brand_code').notNull(),
    brandIndex: integer('brand_index').notNull(),
    offer: jsonb('offer').$type<SupplyOffer>().notNull(),
    /** The GDS record holding the block's seats; reservations are split off it into PNRs of their own. */
    recordLocator: text('record_locator').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    fareAdult: bigint('fare_adult', { mode: 'number' }).notNull(),
    fareChild: bigint('fare_child', { mode: 'number' }).notNull(),
    fareInfant: bigint('fare_infant', { mode: 'number' }).notNull(),
    baggage: text('baggage').notNull(),
    fareRules: text('fare_rules').notNull(),
    totalSeats: integer('total_seats').notNull(),
    /** Seats held by open reservations (not yet ticketed). */
    seatsReserved: integer('seats_reserved').notNull().default(0),
    /** Seats ticketed. */
    seatsSold: integer('seats_sold').notNull().default(0),
    perAgencyCap: integer('per_agency_cap').notNull(),
    depositPerSeat: bigint('deposit_per_seat', { mode: 'number' }).notNull(),
    depositRule: text('deposit_rule').$type<GroupFareDepositRule>().notNull(),
    /** Minutes a new reservation holds its seats unpaid. */
    holdMinutes: integer('hold_minutes').notNull(),
    nameDeadline: timestamp('name_deadline', { withTimezone: true }).notNull(),
    balanceDeadline: timestamp('balance_deadline', { withTimezone: true }).notNull(),
    ticketingDeadline: timestamp('ticketing_deadline', { withTimezone: true }).notNull(),
    visibility: text('visibility').$type<GroupFareVisibility>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    unique('group_fare_blocks_code_unique').on(table.tenantId, table.code),
    unique('group_fare_blocks_id_tenant_unique').on(table.id, table.tenantId),
    index('group_fare_blocks_search_idx').on(table.tenantId, table.kind, table.status, table.departureDate),
    check('group_fare_blocks_kind_check', sql`${table.kind} in (${listOf(GroupFareKinds)})`),
    check('group_fare_blocks_status_check', sql`${table.status} in (${listOf(GroupFareBlockStatuses)})`),
    check('group_fare_blocks_rule_check', sql`${table.depositRule} in (${listOf(GroupFareDepositRules)})`),
    check(
      'group_fare_blocks_visibility_check',
      sql`${table.visibility} in (${listOf(GroupFareVisibilities)})`,
    ),
    check(
      'group_fare_blocks_seats_check',
      sql`${table.seatsReserved} >= 0 and ${table.seatsSold} >= 0
        and ${table.seatsReserved} + ${table.seatsSold} <= ${table.totalSeats} and ${table.totalSeats} between 1 and 300
        and ${table.perAgencyCap} >= 1`,
    ),
    check(
      'group_fare_blocks_fares_check',
      sql`${table.fareAdult} > 0 and ${table.fareChild} >= 0 and ${table.fareInfant} >= 0
        and ${table.depositPerSeat} >= 0 and ${table.depositPerSeat} <= ${table.fareAdult}`,
    ),
    check(
      'group_fare_blocks_deadlines_check',
      sql`${table.nameDeadline} <= ${table.balanceDeadline} and ${table.balanceDeadline} <= ${table.ticketingDeadline}
        and ${table.ticketingDeadline} <= ${table.firstDepartureAt}`,
    ),
  ],
);

/** The agencies that see a block whose visibility is 'Chosen'. */
export const groupFareBlockAgencies = pgTable(
  'group_fare_block_agencies',
  {
    blockId: uuid('block_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'group_fare_block_agencies_pk', columns: [table.blockId, table.agencyId] }),
    foreignKey({
      name: 'group_fare_block_agencies_block_fk',
      columns: [table.blockId, table.tenantId],
      foreignColumns: [groupFareBlocks.id, groupFareBlocks.tenantId],
    }),
    foreignKey({
      name: 'group_fare_block_agencies_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
  ],
);

/**
 * Seats one agency holds or bought on one block: raised by one conditional upsert that refuses to pass the block's
 * cap, lowered when its reservations are released.
 */
export const groupFareAgencySeats = pgTable(
  'group_fare_agency_seats',
  {
    blockId: uuid('block_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    seats: integer('seats').notNull(),
  },
  (table) => [
    primaryKey({ name: 'group_fare_agency_seats_pk', columns: [table.blockId, table.agencyId] }),
    foreignKey({
      name: 'group_fare_agency_seats_block_fk',
      columns: [table.blockId, table.tenantId],
      foreignColumns: [groupFareBlocks.id, groupFareBlocks.tenantId],
    }),
    foreignKey({
      name: 'group_fare_agency_seats_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    check('group_fare_agency_seats_check', sql`${table.seats} >= 0`),
  ],
);

/**
 * A reservation (a service request of kind GroupFare, which carries its reference, status and history): the seats
 * it holds, its money and its deadlines' warnings. The due for the balance is an order due under the request's
 * reference; the flight order is made when it is ticketed.
 */
export const groupFareReservations = pgTable(
  'group_fare_reservations',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => serviceRequests.id),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    blockId: uuid('block_id').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    /** Adults and children: infants sit on a lap. */
    seats: integer('seats').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** The posting that paid the deposit and put the rest on the agency's dues. */
    depositTransactionId: uuid('deposit_transaction_id').references(() => ledgerTransactions.id),
    orderId: uuid('order_id').references(() => flightOrders.id),
    releaseReason: text('release_reason').$type<GroupFareReleaseReason>(),
    /** On a release after the deposit: what the tenant kept, what went back, and the posting that did it. */
    keptAmount: bigint('kept_amount', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    releaseTransactionId: uuid('release_transaction_id').references(() => ledgerTransactions.id),
    /** Deadlines the agency was warned of ('Names', 'Balance', 'Ticketing'), so each warning goes once. */
    warningsSent: text('warnings_sent')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('group_fare_reservations_block_idx').on(table.blockId),
    index('group_fare_reservations_agency_idx').on(table.tenantId, table.agencyId, table.createdAt),
    index('group_fare_reservations_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.depositTransactionId} is null`),
    foreignKey({
      name: 'group_fare_reservations_block_fk',
      columns: [table.blockId, table.tenantId],
      foreignColumns: [groupFareBlocks.id, groupFareBlocks.tenantId],
    }),
    foreignKey({
      name: 'group_fare_reservations_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    check(
      'group_fare_reservations_counts_check',
      sql`${table.adults} >= 0 and ${table.children} >= 0 and ${table.infants} >= 0
        and ${table.infants} <= ${table.adults} and ${table.seats} = ${table.adults} + ${table.children}
        and ${table.seats} between 1 and 9`,
    ),
    check(
      'group_fare_reservations_money_check',
      sql`${table.totalAmount} > 0 and ${table.depositAmount} >= 0 and ${table.depositAmount} <= ${table.totalAmount}
        and ${table.keptAmount} >= 0 and ${table.refundedAmount} >= 0
        and ${table.keptAmount} + ${table.refundedAmount} <= ${table.depositAmount}`,
    ),
    check(
      'group_fare_reservations_release_check',
      sql`${table.releaseReason} is null or ${table.releaseReason} in (${listOf(GroupFareReleaseReasons)})`,
    ),
  ],
);

/**
 * The name list of a reservation, one line per passenger in order (adults, children, infants). A passport is on one
 * live reservation of a block at most: a released reservation's names stop counting (`active` false).
 */
export const groupFareNames = pgTable(
  'group_fare_names',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => groupFareReservations.requestId),
    blockId: uuid('block_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    paxIndex: integer('pax_index').notNull(),
    type: text('type').$type<'ADT' | 'CHD' | 'INF'>().notNull(),
    title: text('title').$type<(typeof PassengerTitles)[number]>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender').$type<'Male' | 'Female'>().notNull(),
    nationality: char('nationality', { length: 2 }).notNull(),
    passportNumber: text('passport_number').notNull(),
    passportExpiry: date('passport_expiry', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    unique('group_fare_names_index_unique').on(table.requestId, table.paxIndex),
    uniqueIndex('group_fare_names_passport_unique')
      .on(table.blockId, sql`upper(${table.passportNumber})`)
      .where(sql`${table.active}`),
    check('group_fare_names_index_check', sql`${table.paxIndex} >= 1`),
    check('group_fare_names_type_check', sql`${table.type} in ('ADT', 'CHD', 'INF')`),
  ],
);
