import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  SandboxBedBankSequences,
  sandboxBedBankBookings,
  sandboxBedBankRoomSales,
  type SandboxHotelBookingStatus,
  type SandboxHotelDecision,
} from '../../db/schema';

/**
 * The sandbox bed bank's own tables. The bed bank serves every tenant (it is the supplier, not the portal), so its
 * lookups go by supplier or client reference; the portal's repositories keep bookings behind each tenant and agency.
 */

export type BedBankBookingRow = typeof sandboxBedBankBookings.$inferSelect;
export type NewBedBankBookingRow = typeof sandboxBedBankBookings.$inferInsert;

export async function nextBookingNumber(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval(${SandboxBedBankSequences.booking}) as value`);
  const rows = (result as unknown as { rows: { value: string | number }[] }).rows;
  return Number(rows[0]?.value);
}

/** Rooms sold of a city's hotels (or of one hotel) for the nights from `fromNight` up to, not including, `toNight`. */
export async function loadRoomSales(
  db: Db,
  input: { scope: { cityCode: string } | { hotelId: string }; fromNight: string; toNight: string },
): Promise<{ hotelId: string; roomCode: string; night: string; sold: number }[]> {
  const scope =
    'cityCode' in input.scope
      ? eq(sandboxBedBankRoomSales.cityCode, input.scope.cityCode)
      : eq(sandboxBedBankRoomSales.hotelId, input.scope.hotelId);
  return db
    .select({
      hotelId: sandboxBedBankRoomSales.hotelId,
      roomCode: sandboxBedBankRoomSales.roomCode,
      night: sandboxBedBankRoomSales.night,
      sold: sandboxBedBankRoomSales.sold,
    })
    .from(sandboxBedBankRoomSales)
    .where(
      and(
        scope,
        gte(sandboxBedBankRoomSales.night, input.fromNight),
        lt(sandboxBedBankRoomSales.night, input.toNight),
        gt(sandboxBedBankRoomSales.sold, 0),
      ),
    );
}

/**
 * Takes `rooms` rooms of a room type for one night when no more than `allotment` are then sold, in one statement:
 * the row's lock decides between racing bookings, and the loser's condition is checked against the winner's count.
 * Answers whether the rooms were taken.
 */
export async function takeRooms(
  db: Db,
  input: {
    hotelId: string;
    roomCode: string;
    cityCode: string;
    night: string;
    rooms: number;
    allotment: number;
    now: Date;
  },
): Promise<boolean> {
  if (input.rooms > input.allotment) return false;
  const rows = await db
    .insert(sandboxBedBankRoomSales)
    .values({
      hotelId: input.hotelId,
      roomCode: input.roomCode,
      night: input.night,
      cityCode: input.cityCode,
      sold: input.rooms,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [
        sandboxBedBankRoomSales.hotelId,
        sandboxBedBankRoomSales.roomCode,
        sandboxBedBankRoomSales.night,
      ],
      set: { sold: sql`${sandboxBedBankRoomSales}.sold + excluded.sold`, updatedAt: input.now },
      setWhere: sql`${sandboxBedBankRoomSales}.sold + excluded.sold <= ${input.allotment}`,
    })
    .returning({ sold: sandboxBedBankRoomSales.sold });
  return rows.length === 1;
}

/** Gives a booking's rooms back for each of its nights (in night order, as they were taken). */
export async function releaseRooms(
  db: Db,
  input: { hotelId: string; roomCode: string; nights: string[]; rooms: number; now: Date },
): Promise<void> {
  if (input.nights.length === 0) return;
  await db
    .update(sandboxBedBankRoomSales)
    .set({ sold: sql`greatest(0, ${sandboxBedBankRoomSales.sold} - ${input.rooms})`, updatedAt: input.now })
    .where(
      and(
        eq(sandboxBedBankRoomSales.hotelId, input.hotelId),
        eq(sandboxBedBankRoomSales.roomCode, input.roomCode),
        inArray(sandboxBedBankRoomSales.night, input.nights),
      ),
    );
}

/** Rooms sold of one room type for one night (0 when none ever were). */
export async function soldRooms(db: Db, hotelId: string, roomCode: string, night: string): Promise<number> {
  const [row] = await db
    .select({ sold: sandboxBedBankRoomSales.sold })
    .from(sandboxBedBankRoomSales)
    .where(
      and(
        eq(sandboxBedBankRoomSales.hotelId, hotelId),
        eq(sandboxBedBankRoomSales.roomCode, roomCode),
        eq(sandboxBedBankRoomSales.night, night),
      ),
    );
  return row?.sold ?? 0;
}

/** Stores a booking unless one with its client reference exists (answers null then: the caller reads that one). */
export async function insertBooking(
  db: Db,
  booking: NewBedBankBookingRow,
): Promise<BedBankBookingRow | null> {
  const [row] = await db
    .insert(sandboxBedBankBookings)
    .values(booking)
    .onConflictDoNothing({ target: sandboxBedBankBookings.clientReference })
    .returning();
  return row ?? null;
}

export async function findBookingByClientReference(
  db: Db,
  clientReference: string,
): Promise<BedBankBookingRow | null> {
  const [row] = await db
    .select()
    .from(sandboxBedBankBookings)
    .where(eq(sandboxBedBankBookings.clientReference, clientReference));
  return row ?? null;
}

export async function findBookingBySupplierReference(
  db: Db,
  supplierReference: string,
): Promise<BedBankBookingRow | null> {
  const [row] = await db
    .select()
    .from(sandboxBedBankBookings)
    .where(eq(sandboxBedBankBookings.supplierReference, supplierReference));
  return row ?? null;
}

/**
 * Moves a booking to `to` only from one of the `from` statuses, in one statement: of two callers moving the same
 * booking, one moves it and the other is answered null.
 */
export async function moveBooking(
  db: Db,
  input: {
    supplierReference: string;
    from: SandboxHotelBookingStatus[];
    to: SandboxHotelBookingStatus;
    confirmationNumber?: string | null;
    now: Date;
  },
): Promise<BedBankBookingRow | null> {
  const [row] = await db
    .update(sandboxBedBankBookings)
    .set({
      status: input.to,
      updatedAt: input.now,
      ...(input.confirmationNumber !== undefined ? { confirmationNumber: input.confirmationNumber } : {}),
      ...(input.to === 'Cancelled' ? { cancelledAt: input.now } : { decidedAt: input.now }),
    })
    .where(
      and(
        eq(sandboxBedBankBookings.supplierReference, input.supplierReference),
        inArray(sandboxBedBankBookings.status, input.from),
      ),
    )
    .returning();
  return row ?? null;
}

/** On-request bookings whose supplier answer is due by `now`, oldest due first. */
export async function findDueDecisions(
  db: Db,
  input: { now: Date; limit: number },
): Promise<{ supplierReference: string; decision: SandboxHotelDecision }[]> {
  const rows = await db
    .select({
      supplierReference: sandboxBedBankBookings.supplierReference,
      decision: sandboxBedBankBookings.decision,
    })
    .from(sandboxBedBankBookings)
    .where(
      and(eq(sandboxBedBankBookings.status, 'OnRequest'), lte(sandboxBedBankBookings.decideAt, input.now)),
    )
    .orderBy(asc(sandboxBedBankBookings.decideAt), asc(sandboxBedBankBookings.supplierReference))
    .limit(input.limit);
  return rows.flatMap((row) =>
    row.decision ? [{ supplierReference: row.supplierReference, decision: row.decision }] : [],
  );
}
