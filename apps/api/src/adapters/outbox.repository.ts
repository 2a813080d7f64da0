import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export type OutboxChannel = 'mail' | 'sms';

export async function insertOutboxMessage(
  db: Db,
  input: { tenantId: string; channel: OutboxChannel; to: string; subject: string; body: string },
): Promise<void> {
  await db.insert(outboxMessages).values(input);
}

/** Newest first; the outbox is a development tool, so it lists every tenant's messages. */
export async function listOutboxMessages(
  db: Db,
  options: { to?: string | undefined; limit: number },
): Promise<Array<typeof outboxMessages.$inferSelect>> {
  return db
    .select()
    .from(outboxMessages)
    .where(options.to ? eq(outboxMessages.to, options.to) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit);
}
