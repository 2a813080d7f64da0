import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { outboxMessages } from '../../src/db/schema';

/** The six-digit code in the newest outbox message to an address (email or +country number). */
export async function latestCodeTo(db: Db, to: string): Promise<string> {
  const [message] = await db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to.toLowerCase()))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`No code was sent to ${to}`);
  return code;
}
