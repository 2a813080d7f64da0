import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { HotelBookingStatus, HotelBookingTab } from '@portal/contracts';
import type { Db } from '../../db/client';
import { agencies, hotelBookingEvents, hotelBookingNumbers, hotelBookings, users } from '../../db/schema';
import { madeInScope, type AgencyScope } from '../../lib/agency-scope';
import { hotelDeadlineBetween } from '../../lib/hotel-deadline';
import { pageWindow } from '../../lib/list-page';

/**
 * The hotel bookings' storage. The agency's side reads and writes within its agency, the operators' within their
 * tenant: another tenant's or agency's booking is never found. The scheduler's calls alone cross tenants.
 */
export type HotelBookingRow = typeof hotelBookings.$inferSelect;
export type NewHotelBooking = typeof hotelBookings.$inferInsert;
export type HotelBookingEventRow = typeof hotelBookingEvents.$inferSelect;

/** An agency (its own bookings, or its branch's) or the tenant's operators (every agency's). */
export type BookingScope = AgencyScope | { tenantId: string; agencyId: null; branchId: null };

function inScope(scope: BookingScope): SQL {
  const tenant = eq(hotelBookings.tenantId, scope.tenantId);
  return scope.agencyId === null
    ? tenant
    : and(tenant, eq(hotelBookings.agencyId, scope.agencyId), madeInScope(hotelBookings.createdBy, scope))!;
}

/** The statuses each tab of the queue shows; `all` shows every one. */
export const tabStatuses: Record<Exclude<HotelBookingTab, 'all'>, HotelBookingStatus[]> = {
  onHold: ['OnHold'],
  confirmed: ['Confirmed'],
  unConfirmed: ['UnConfirmed'],
  cancelled: ['Cancelled', 'Refused', 'Expired'],
};

export async function nextBookingNumber(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval(${hotelBookingNumbers.seqName}) as value`);
  const rows = (result as unknown as { rows: { value: string | number }[] }).rows;
  return Number(rows[0]?.value);
}

/** The booking made from a price check, if one was. */
export async function bookingOfCheck(db: Db, checkId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: hotelBookings.id })
    .from(hotelBookings)
    .where(eq(hotelBookings.checkId, checkId))
    .limit(1);
  return row ?? null;
}

/** The unique index's refusal of a second booking of one price check, however the driver wraps it. */
export function isCheckBookedAlready(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'hotel_bookings_check_id_unique') return true;
  }
  return false;
}

export async function insertBooking(tx: Db, values: NewHotelBooking): Promise<HotelBookingRow> {
  const [row] = await tx.insert(hotelBookings).values(values).returning();
  if (!row) throw new Error('the hotel booking was not stored');
  return row;
}

export async function insertBookingEvent(
  tx: Db,
  values: {
    bookingId: string;
    at: Date;
    action: string;
    status: HotelBookingStatus;
    side: 'Agency' | 'Operator' | 'System';
    userId: string | null;
    note: string | null;
  },
): Promise<void> {
  await tx.insert(hotelBookingEvents).values(values);
}

export async function findBooking(db: Db, scope: BookingScope, reference: string) {
  const [row] = await db
    .select()
    .from(hotelBookings)
    .where(and(inScope(scope), eq(hotelBookings.reference, reference)))
    .limit(1);
  return row ?? null;
}

/** The booking, locked until the caller's transaction ends: pay, cancel, decisions and the scheduler take turns. */
export async function lockBooking(tx: Db, scope: BookingScope, reference: string) {
  const [row] = await tx
    .select()
    .from(hotelBookings)
    .where(and(inScope(scope), eq(hotelBookings.reference, reference)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The scheduler's lock on a booking it found by id or by the supplier's reference (its own sweep, any tenant). */
export async function lockBookingForSweep(
  tx: Db,
  by: { id: string } | { supplierReference: string },
): Promise<HotelBookingRow | null> {
  const [row] = await tx
    .select()
    .from(hotelBookings)
    .where(
      'id' in by ? eq(hotelBookings.id, by.id) : eq(hotelBookings.supplierReference, by.supplierReference),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Moves a booking from the status it was read in (the caller holds its lock); null when it had moved on, which the
 * caller refuses with 409.
 */
export async function updateBooking(
  tx: Db,
  booking: HotelBookingRow,
  change: Partial<
    Pick<
      HotelBookingRow,
      | 'status'
      | 'paid'
      | 'chargeTransactionId'
      | 'supplierStatus'
      | 'confirmationNumber'
      | 'cancelledAt'
      | 'cancellationPenalty'
      | 'cancellationRefund'
      | 'refundTransactionId'
      | 'closedAt'
    >
  > & { updatedAt: Date },
): Promise<HotelBookingRow | null> {
  const [row] = await tx
    .update(hotelBookings)
    .set(change)
    .where(and(eq(hotelBookings.id, booking.id), eq(hotelBookings.status, booking.status)))
    .returning();
  return row ?? null;
}

/** A booking's history, oldest first, with the names of who acted. */
export async function eventsOf(db: Db, bookingId: string) {
  return db
    .select({ event: hotelBookingEvents, firstName: users.firstName, lastName: users.lastName })
    .from(hotelBookingEvents)
    .leftJoin(users, eq(users.id, hotelBookingEvents.userId))
    .where(eq(hotelBookingEvents.bookingId, bookingId))
    .orderBy(asc(hotelBookingEvents.id));
}

export async function userName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() : '';
}

/** The agency's name and registered address, for the mails a decision sends. */
export async function agencyContact(
  db: Db,
  scope: { tenantId: string; agencyId: string },
): Promise<{ name: string; email: string | null; address: string; city: string | null; phone: string }> {
  const [row] = await db
    .select({
      name: agencies.name,
      email: agencies.email,
      address: agencies.address,
      city: agencies.city,
      phone: agencies.phone,
    })
    .from(agencies)
    .where(and(eq(agencies.tenantId, scope.tenantId), eq(agencies.id, scope.agencyId)))
    .limit(1);
  return row ?? { name: '', email: null, address: '', city: null, phone: '' };
}

/** A LIKE pattern with the term's own wildcards taken literally. */
const escaped = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface BookingFilter {
  search?: string | undefined;
  checkInFrom?: string | undefined;
  checkInTo?: string | undefined;
  /** Only bookings with a deadline between `now` and `until`. */
  deadline?: { now: Date; until: Date } | undefined;
}

function filterOf(scope: BookingScope, filter: BookingFilter): SQL {
  const term = filter.search ? escaped(filter.search) : null;
  return and(
    inScope(scope),
    term
      ? or(
          ilike(hotelBookings.reference, `${term}%`),
          ilike(hotelBookings.hotelName, `%${term}%`),
          ilike(hotelBookings.cityName, `${term}%`),
          ilike(hotelBookings.leadGuest, `%${term}%`),
          ilike(hotelBookings.supplierReference, `${term}%`),
        )
      : undefined,
    filter.checkInFrom ? gte(hotelBookings.checkIn, filter.checkInFrom) : undefined,
    filter.checkInTo ? lte(hotelBookings.checkIn, filter.checkInTo) : undefined,
    filter.deadline ? hotelDeadlineBetween(filter.deadline.now, filter.deadline.until) : undefined,
  )!;
}

export interface QueueBookingRow {
  booking: HotelBookingRow;
  bookedBy: string;
  agencyName: string;
}

const queueColumns = {
  booking: hotelBookings,
  firstName: users.firstName,
  lastName: users.lastName,
  agencyName: agencies.name,
};

const toQueueRow = (row: {
  booking: HotelBookingRow;
  firstName: string | null;
  lastName: string | null;
  agencyName: string;
}): QueueBookingRow => ({
  booking: row.booking,
  bookedBy: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
  agencyName: row.agencyName,
});

/**
 * One page of a queue: the tab's bookings (the agency's newest first; the operators' oldest first) and every
 * status's count under the same filter, so the tabs show what they would hold.
 */
export async function bookingPage(
  db: Db,
  options: {
    scope: BookingScope;
    statuses: HotelBookingStatus[] | null;
    filter: BookingFilter;
    order: 'newest' | 'oldest';
    page: number;
    pageSize: number;
  },
): Promise<{ rows: QueueBookingRow[]; total: number; counts: Map<HotelBookingStatus, number> }> {
  const filter = filterOf(options.scope, options.filter);
  const rowsOfPage = pageWindow(options);
  const where = options.statuses ? and(filter, inArray(hotelBookings.status, options.statuses)) : filter;
  const [rows, countRows] = await Promise.all([
    db
      .select(queueColumns)
      .from(hotelBookings)
      .innerJoin(users, eq(users.id, hotelBookings.createdBy))
      .innerJoin(agencies, eq(agencies.id, hotelBookings.agencyId))
      .where(where)
      .orderBy(
        options.order === 'newest' ? desc(hotelBookings.createdAt) : asc(hotelBookings.createdAt),
        desc(hotelBookings.id),
      )
      .limit(rowsOfPage.limit)
      .offset(rowsOfPage.offset),
    db
      .select({ status: hotelBookings.status, count: count() })
      .from(hotelBookings)
      .where(filter)
      .groupBy(hotelBookings.status),
  ]);
  const counts = new Map(countRows.map((row) => [row.status, Number(row.count)]));
  const total = options.statuses
    ? options.statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0)
    : [...counts.values()].reduce((sum, value) => sum + value, 0);
  return { rows: rows.map(toQueueRow), total, counts };
}

/** Holds whose deadline has passed, for the scheduler (bounded batch, the longest lapsed first). */
export async function lapsedHolds(db: Db, now: Date, limit: number) {
  return db
    .select({ id: hotelBookings.id, reference: hotelBookings.reference })
    .from(hotelBookings)
    .where(and(eq(hotelBookings.status, 'OnHold'), lte(hotelBookings.holdUntil, now)))
    .orderBy(asc(hotelBookings.holdUntil))
    .limit(limit);
}
