import { count } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { sessions } from '../../src/db/schema';

/** How many session rows exist, to prove a rejected call wrote nothing. */
export async function countSessions(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sessions);
  return row?.total ?? 0;
}
