import { and, asc, desc, eq, gte, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agencies,
  sandboxGdsPnrs,
  SandboxGdsSequences,
  sandboxGdsSeatAssignments,
  sandboxGdsSeatSales,
  sandboxGdsTickets,
  tenants,
  type SandboxHolding,
  type SandboxPnrStatus,
} from '../../db/schema';

/**
 * The sandbox GDS's own tables. The GDS serves every tenant (it is the supplier, not the portal), so its lookups go
 * by record locator or client reference; the portal's repositories keep PNRs behind each tenant and agency.
 */

export type PnrRow = typeof sandboxGdsPnrs.$inferSelect;
export type NewPnrRow = typeof sandboxGdsPnrs.$inferInsert;
export type TicketRow = typeof sandboxGdsTickets.$inferSelect;

async function nextValue(db: Db, sequence: string): Promise<number> {
  const result = await db.execute(sql`select nextval(${sequence}) as value`);
  const rows = (result as unknown as { rows: { value: string | number }[] }).rows;
  return Number(rows[0]?.value);
}

export const nextRecordNumber = (db: Db) => nextValue(db, SandboxGdsSequences.record);
export const nextTicketSerial = (db: Db) => nextValue(db, SandboxGdsSequences.ticket);

/**
 * Takes `seats` seats of a leg's booking class when no more than `allocated` are then sold, in one statement: the
 * row's lock decides between racing bookings, and the loser's condition is checked against the winner's count.
 * Answers whether the seats were taken.
 */
export async function takeSeats(
  db: Db,
  input: {
    legKey: string;
    bookingClass: string;
    flightDate: string;
    seats: number;
    allocated: number;
    now: Date;
  },
): Promise<boolean> {
  if (input.seats > input.allocated) return false;
  const rows = await db
    .insert(sandboxGdsSeatSales)
    .values({
      legKey: input.legKey,
      bookingClass: input.bookingClass,
      flightDate: input.flightDate,
      sold: input.seats,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [sandboxGdsSeatSales.legKey, sandboxGdsSeatSales.bookingClass],
      set: { sold: sql`${sandboxGdsSeatSales}.sold + excluded.sold`, updatedAt: input.now },
      setWhere: sql`${sandboxGdsSeatSales}.sold + excluded.sold <= ${input.allocated}`,
    })
    .returning({ sold: sandboxGdsSeatSales.sold });
  return rows.length === 1;
}

/** Gives a PNR's seats back to each class it held. */
export async function releaseSeats(
  db: Db,
  input: { holdings: SandboxHolding[]; seats: number; now: Date },
): Promise<void> {
  for (const holding of sortedHoldings(input.holdings)) {
    await db
      .update(sandboxGdsSeatSales)
      .set({ sold: sql`${sandboxGdsSeatSales.sold} - ${input.seats}`, updatedAt: input.now })
      .where(
        and(
          eq(sandboxGdsSeatSales.legKey, holding.legKey),
          eq(sandboxGdsSeatSales.bookingClass, holding.bookingClass),
        ),
      );
  }
}

/** One order for every writer, so two bookings over the same legs lock their rows alike and never deadlock. */
export function sortedHoldings(holdings: SandboxHolding[]): SandboxHolding[] {
  const key = (holding: SandboxHolding) => `${holding.legKey}|${holding.bookingClass}`;
  return [...holdings].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Seats sold through our PNRs on flights from `fromDate` on. */
export async function loadSeatSales(
  db: Db,
  fromDate: string,
): Promise<{ legKey: string; bookingClass: string; sold: number }[]> {
  return db
    .select({
      legKey: sandboxGdsSeatSales.legKey,
      bookingClass: sandboxGdsSeatSales.bookingClass,
      sold: sandboxGdsSeatSales.sold,
    })
    .from(sandboxGdsSeatSales)
    .where(and(gte(sandboxGdsSeatSales.flightDate, fromDate), gt(sandboxGdsSeatSales.sold, 0)));
}

/** The seat count of one leg's class (0 when none were ever sold). */
export async function soldSeats(db: Db, legKey: string, bookingClass: string): Promise<number> {
  const [row] = await db
    .select({ sold: sandboxGdsSeatSales.sold })
    .from(sandboxGdsSeatSales)
    .where(and(eq(sandboxGdsSeatSales.legKey, legKey), eq(sandboxGdsSeatSales.bookingClass, bookingClass)));
  return row?.sold ?? 0;
}

export async function insertPnr(db: Db, pnr: NewPnrRow): Promise<PnrRow> {
  const [row] = await db.insert(sandboxGdsPnrs).values(pnr).returning();
  if (!row) throw new Error('the PNR was not stored');
  return row;
}

/**
 * Gives each chosen seat to its passenger unless someone holds it already; answers the seats that could not be
 * given (the primary key on leg and seat decides between racing bookings).
 */
export async function assignSeats(
  db: Db,
  seats: { legKey: string; seat: string; pnrId: string; passengerIndex: number }[],
): Promise<string[]> {
  if (seats.length === 0) return [];
  const given = await db
    .insert(sandboxGdsSeatAssignments)
    .values(seats)
    .onConflictDoNothing()
    .returning({ legKey: sandboxGdsSeatAssignments.legKey, seat: sandboxGdsSeatAssignments.seat });
  const taken = new Set(given.map((row) => `${row.legKey}|${row.seat}`));
  return seats.filter((seat) => !taken.has(`${seat.legKey}|${seat.seat}`)).map((seat) => seat.seat);
}

export async function releaseSeatAssignments(db: Db, pnrId: string): Promise<void> {
  await db.delete(sandboxGdsSeatAssignments).where(eq(sandboxGdsSeatAssignments.pnrId, pnrId));
}

/** Seats of a leg given to passengers of live PNRs (those of cancelled and expired PNRs are removed). */
export async function assignedSeats(db: Db, legKey: string): Promise<Set<string>> {
  const rows = await db
    .select({ seat: sandboxGdsSeatAssignments.seat })
    .from(sandboxGdsSeatAssignments)
    .where(eq(sandboxGdsSeatAssignments.legKey, legKey));
  return new Set(rows.map((row) => row.seat));
}

export async function findPnr(db: Db, recordLocator: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(sandboxGdsPnrs).where(eq(sandboxGdsPnrs.recordLocator, recordLocator));
  const [row] = options.lock ? await query.for('update').limit(1) : await query.limit(1);
  return row ?? null;
}

/** The newest PNR made under a client reference. */
export async function findPnrByReference(db: Db, clientReference: string): Promise<PnrRow | null> {
  const [row] = await db
    .select()
    .from(sandboxGdsPnrs)
    .where(eq(sandboxGdsPnrs.clientReference, clientReference))
    .orderBy(desc(sandboxGdsPnrs.createdAt))
    .limit(1);
  return row ?? null;
}

/** Moves a PNR on from Held, only while it is still Held: of two racing changes one wins, the other gets null. */
export async function leaveHeld(
  db: Db,
  input: { pnrId: string; status: Exclude<SandboxPnrStatus, 'Held'>; now: Date },
): Promise<PnrRow | null> {
  const [row] = await db
    .update(sandboxGdsPnrs)
    .set({
      status: input.status,
      updatedAt: input.now,
      ...(input.status === 'Ticketed' ? { ticketedAt: input.now } : {}),
    })
    .where(and(eq(sandboxGdsPnrs.id, input.pnrId), eq(sandboxGdsPnrs.status, 'Held')))
    .returning();
  return row ?? null;
}

/** A held PNR's new time limit (an extension the airline granted). */
export async function setTimeLimit(
  db: Db,
  input: { pnrId: string; timeLimit: Date; now: Date },
): Promise<void> {
  await db
    .update(sandboxGdsPnrs)
    .set({ timeLimit: input.timeLimit, updatedAt: input.now })
    .where(and(eq(sandboxGdsPnrs.id, input.pnrId), eq(sandboxGdsPnrs.status, 'Held')));
}

export async function insertTickets(
  db: Db,
  tickets: (typeof sandboxGdsTickets.$inferInsert)[],
): Promise<void> {
  if (tickets.length > 0) await db.insert(sandboxGdsTickets).values(tickets);
}

export async function findTickets(db: Db, pnrId: string): Promise<TicketRow[]> {
  return db
    .select()
    .from(sandboxGdsTickets)
    .where(eq(sandboxGdsTickets.pnrId, pnrId))
    .orderBy(asc(sandboxGdsTickets.passengerIndex));
}

/** Held PNRs whose time limit has passed, oldest limit first, a batch at a time. */
export async function findLapsedPnrs(db: Db, now: Date, limit: number): Promise<PnrRow[]> {
  return db
    .select()
    .from(sandboxGdsPnrs)
    .where(and(eq(sandboxGdsPnrs.status, 'Held'), lte(sandboxGdsPnrs.timeLimit, now)))
    .orderBy(asc(sandboxGdsPnrs.timeLimit))
    .limit(limit);
}

/**
 * The newest PNRs made at the airline for every agency, for the sandbox's console: the ones an agency may import.
 * Bookings made through the portal are left out; the portal shows them.
 */
export async function listRecentAirlinePnrs(db: Db, limit: number): Promise<PnrRow[]> {
  return db
    .select()
    .from(sandboxGdsPnrs)
    .where(eq(sandboxGdsPnrs.channel, 'Airline'))
    .orderBy(desc(sandboxGdsPnrs.createdAt), asc(sandboxGdsPnrs.recordLocator))
    .limit(limit);
}

/** The oldest PNRs made at the airline (the seeded ones come first). */
export async function listOldestAirlinePnrs(db: Db, limit: number): Promise<PnrRow[]> {
  return db
    .select()
    .from(sandboxGdsPnrs)
    .where(eq(sandboxGdsPnrs.channel, 'Airline'))
    .orderBy(asc(sandboxGdsPnrs.createdAt), asc(sandboxGdsPnrs.recordLocator))
    .limit(limit);
}

/**
 * The agencies a PNR can be made for at the airline, as the console offers them. The sandbox reads our directory
 * here only because it stands in for the airline's own record of the agency's office.
 */
export async function listAgencies(
  db: Db,
): Promise<{ id: string; name: string; tenantId: string; tenantName: string }[]> {
  return db
    .select({ id: agencies.id, name: agencies.name, tenantId: agencies.tenantId, tenantName: tenants.name })
    .from(agencies)
    .innerJoin(tenants, eq(tenants.id, agencies.tenantId))
    .orderBy(asc(tenants.name), asc(agencies.name));
}

/** A ticket's new state after a void, refund or exchange; only while it is still open. */
export async function closeTicket(
  db: Db,
  input: {
    ticketNumber: string;
    status: 'Open' | 'Voided' | 'Refunded' | 'Exchanged';
    closedJourneys: number[];
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(sandboxGdsTickets)
    .set({
      status: input.status,
      closedJourneys: input.closedJourneys,
      closedAt: input.status === 'Open' ? null : input.now,
    })
    .where(and(eq(sandboxGdsTickets.ticketNumber, input.ticketNumber), eq(sandboxGdsTickets.status, 'Open')))
    .returning({ ticketNumber: sandboxGdsTickets.ticketNumber });
  return rows.length === 1;
}

/** Frees the seats chosen by some passengers of a PNR, on some legs (a void or refund of their flights). */
export async function releasePassengerSeats(
  db: Db,
  input: { pnrId: string; passengerIndexes: number[]; legKeys: string[] },
): Promise<void> {
  if (input.passengerIndexes.length === 0 || input.legKeys.length === 0) return;
  await db
    .delete(sandboxGdsSeatAssignments)
    .where(
      and(
        eq(sandboxGdsSeatAssignments.pnrId, input.pnrId),
        inArray(sandboxGdsSeatAssignments.passengerIndex, input.passengerIndexes),
        inArray(sandboxGdsSeatAssignments.legKey, input.legKeys),
      ),
    );
}

/** A ticketed PNR's trip after an exchange: the offer its tickets now stand on and the seats it holds. */
export async function updatePnrTrip(
  db: Db,
  input: { pnrId: string; offer: PnrRow['offer']; brandIndex: number; holdings: SandboxHolding[]; now: Date },
): Promise<void> {
  await db
    .update(sandboxGdsPnrs)
    .set({ offer: input.offer, brandIndex: input.brandIndex, holdings: input.holdings, updatedAt: input.now })
    .where(and(eq(sandboxGdsPnrs.id, input.pnrId), eq(sandboxGdsPnrs.status, 'Ticketed')));
}
