import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxGdsGroupBlocks } from '../../db/schema';

export type GroupBlockRow = typeof sandboxGdsGroupBlocks.$inferSelect;
export type NewGroupBlockRow = typeof sandboxGdsGroupBlocks.$inferInsert;

export async function insertGroupBlock(db: Db, row: NewGroupBlockRow): Promise<GroupBlockRow> {
  const [inserted] = await db.insert(sandboxGdsGroupBlocks).values(row).returning();
  if (!inserted) throw new Error('the group block was not stored');
  return inserted;
}

export async function findGroupBlock(
  db: Db,
  recordLocator: string,
  options: { lock?: boolean } = {},
): Promise<GroupBlockRow | null> {
  const query = db
    .select()
    .from(sandboxGdsGroupBlocks)
    .where(eq(sandboxGdsGroupBlocks.recordLocator, recordLocator));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Moves `seats` unsplit seats of a held block to a new PNR, in one conditional statement: two splits racing for
 * the block's last seats get one each of what is there, never more. Answers whether the seats were moved.
 */
export async function splitSeats(db: Db, input: { id: string; seats: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(sandboxGdsGroupBlocks)
    .set({ seatsSplit: sql`${sandboxGdsGroupBlocks.seatsSplit} + ${input.seats}`, updatedAt: input.now })
    .where(
      and(
        eq(sandboxGdsGroupBlocks.id, input.id),
        eq(sandboxGdsGroupBlocks.status, 'Held'),
        sql`${sandboxGdsGroupBlocks.seatsSplit} + ${input.seats} <= ${sandboxGdsGroupBlocks.seats}`,
      ),
    )
    .returning({ id: sandboxGdsGroupBlocks.id });
  return rows.length === 1;
}

/** Changes a held block's seat count, never below the seats already split. Answers whether it changed. */
export async function resizeBlock(db: Db, input: { id: string; delta: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(sandboxGdsGroupBlocks)
    .set({ seats: sql`${sandboxGdsGroupBlocks.seats} + ${input.delta}`, updatedAt: input.now })
    .where(
      and(
        eq(sandboxGdsGroupBlocks.id, input.id),
        eq(sandboxGdsGroupBlocks.status, 'Held'),
        sql`${sandboxGdsGroupBlocks.seats} + ${input.delta} >= ${sandboxGdsGroupBlocks.seatsSplit}`,
      ),
    )
    .returning({ id: sandboxGdsGroupBlocks.id });
  return rows.length === 1;
}

/** Held → Released, once: answers the unsplit seats to give back, or null when it was released already. */
export async function markReleased(db: Db, input: { id: string; now: Date }): Promise<number | null> {
  const rows = await db
    .update(sandboxGdsGroupBlocks)
    .set({ status: 'Released', updatedAt: input.now })
    .where(and(eq(sandboxGdsGroupBlocks.id, input.id), eq(sandboxGdsGroupBlocks.status, 'Held')))
    .returning({ seats: sandboxGdsGroupBlocks.seats, seatsSplit: sandboxGdsGroupBlocks.seatsSplit });
  const row = rows[0];
  return row ? row.seats - row.seatsSplit : null;
}
