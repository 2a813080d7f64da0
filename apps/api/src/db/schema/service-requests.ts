import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  foreignKey,
  index,
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
  RequestKinds,
  RequestStatuses,
  type QuoteLine,
  type RefundReason,
  type RequestKind,
  type RequestStatus,
} from '@portal/contracts';
import { agencies } from './agencies';
import { flightOrders } from './flight-orders';
import { ledgerTransactions } from './ledger';
import { tenants } from './tenants';
import { users } from './users';

/** Request numbers: the kind's prefix, the year, and this sequence (RF-2601000). */
export const serviceRequestNumbers = pgSequence('service_request_number_seq', { startWith: 1000 });

/**
 * What a request is about, by kind; read only by the kind's own code. After-sales requests fill the passenger and
 * journey fields; a holiday enquiry leaves them empty and fills `holiday`, a visa application `visa`.
 */
export interface ServiceRequestDetails extends AfterSalesRequestDetails {
  holiday?: HolidayRequestDetails;
  visa?: VisaRequestDetails;
  groupFare?: GroupFareRequestDetails;
}

/** A special-fare reservation: the block it holds seats on (the rest lives in group_fare_reservations). */
export interface GroupFareRequestDetails {
  blockId: string;
}

/** A holiday enquiry: the package and departure asked about, who travels, rooms and the agent's notes. */
export interface HolidayRequestDetails {
  packageId: string;
  departureId: string;
  /** The package's main destination city (IATA city code), for the popular cities. */
  cityCode: string;
  adults: number;
  children: number;
  childAges: number[];
  infants: number;
  rooms: number;
  notes: string | null;
}

/** A visa application: the product applied for and the travel date; applicants and documents have their tables. */
export interface VisaRequestDetails {
  productId: string;
  travelDate: string;
}

/** A void, refund or exchange request on a flight order: which passengers and journeys, why. */
export interface AfterSalesRequestDetails {
  paxIds: number[];
  journeyIndexes: number[];
  reason: RefundReason | null;
  remark: string | null;
  /**
   * Exchange: the journeys to change and the dates asked for, within the bounds given (an automatic request's are
   * the fare's window when asked); a manual request may name another route.
   */
  exchange?: {
    journeyIndex: number;
    date: string;
    minDate?: string | null;
    maxDate?: string | null;
    origin?: string | null;
    destination?: string | null;
  }[];
}

const statuses = sql.raw(RequestStatuses.map((status) => `'${status}'`).join(', '));
const kinds = sql.raw(RequestKinds.map((kind) => `'${kind}'`).join(', '));

/**
 * The request core (DESIGN §6a): one row per request of any kind, with its status, its current quote and who
 * works it. Every status change goes through one conditional update in the request's own code path, under a row lock.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    kind: text('kind').$type<RequestKind>().notNull(),
    reference: text('reference').notNull(),
    orderId: uuid('order_id').references(() => flightOrders.id),
    status: text('status').$type<RequestStatus>().notNull(),
    mode: text('mode').$type<'Automatic' | 'Manual'>().notNull(),
    details: jsonb('details').$type<ServiceRequestDetails>().notNull(),
    currentQuoteId: uuid('current_quote_id'),
    assigneeId: uuid('assignee_id').references(() => users.id),
    requestedBy: uuid('requested_by').notNull(),
    /** The wallet posting of a completed request, and its amount (positive credited, negative debited). */
    settlementTransactionId: uuid('settlement_transaction_id').references(() => ledgerTransactions.id),
    settledAmount: bigint('settled_amount', { mode: 'number' }),
    /** When the request began waiting on the side that must act next: the queues' age column. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    unique('service_requests_reference_unique').on(table.tenantId, table.reference),
    index('service_requests_agency_idx').on(table.tenantId, table.agencyId, table.kind, table.createdAt),
    index('service_requests_queue_idx').on(table.tenantId, table.kind, table.status, table.waitingSince),
    index('service_requests_order_idx').on(table.orderId),
    // One open after-sales request per order: a void and a refund can never race for the same tickets.
    uniqueIndex('service_requests_one_open_per_order')
      .on(table.orderId)
      .where(sql`${table.status} not in ('Completed', 'Rejected', 'Cancelled', 'Expired')`),
    foreignKey({
      name: 'service_requests_agency_same_tenant_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    foreignKey({
      name: 'service_requests_user_same_tenant_fk',
      columns: [table.requestedBy, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    check('service_requests_status_check', sql`${table.status} in (${statuses})`),
    check('service_requests_kind_check', sql`${table.kind} in (${kinds})`),
    check('service_requests_mode_check', sql`${table.mode} in ('Automatic', 'Manual')`),
    // Money moves exactly when a request completes: a completed request names its posting (or moved nothing).
    check(
      'service_requests_settled_check',
      sql`(${table.settlementTransactionId} is null or ${table.status} = 'Completed')
        and ((${table.settlementTransactionId} is null) = (${table.settledAmount} is null or ${table.settledAmount} = 0))`,
    ),
  ],
);

/**
 * A quote: immutable once written (nothing updates it), itemised, expiring. The request's current_quote_id names
 * the one that may be accepted; any other is superseded.
 */
export const serviceRequestQuotes = pgTable(
  'service_request_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id),
    tenantId: text('tenant_id').notNull(),
    /** Null: the airline's automatic quote. */
    createdBy: uuid('created_by').references(() => users.id),
    currency: char('currency', { length: 3 }).notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** What the supplier needs to act on this quote (its own figures), opaque to the agency. */
    supplierTerms: jsonb('supplier_terms').$type<Record<string, unknown>>().notNull().default({}),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('service_request_quotes_request_idx').on(table.requestId, table.createdAt),
    check('service_request_quotes_expiry_check', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);

/** The request's history: every status change and action, with who acted; never updated. */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    status: text('status').$type<RequestStatus>().notNull(),
    side: text('side').$type<'Agency' | 'Operator' | 'System'>().notNull(),
    /** Null when the system acted (the scheduler, the airline). */
    userId: uuid('user_id'),
    note: text('note'),
  },
  (table) => [index('service_request_events_request_idx').on(table.requestId, table.id)],
);

/**
 * A request's message thread between the agency and the operators (holiday enquiries, visa applications); never
 * updated. Messages are not history events: they do not move the request.
 */
export const serviceRequestMessages = pgTable(
  'service_request_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id),
    tenantId: text('tenant_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    side: text('side').$type<'Agency' | 'Operator'>().notNull(),
    userId: uuid('user_id').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    index('service_request_messages_request_idx').on(table.requestId, table.id),
    check('service_request_messages_side_check', sql`${table.side} in ('Agency', 'Operator')`),
  ],
);
