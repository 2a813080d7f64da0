import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serviceRequestMessages, users } from '../db/schema';

/**
 * A request's message thread (holiday enquiries, visa applications). The caller has already found the request in
 * its scope (its agency's, or its tenant's for operators), so reads here go by the request's id alone.
 */
export type RequestMessageRow = typeof serviceRequestMessages.$inferSelect;

export async function insertMessage(
  tx: Db,
  values: {
    requestId: string;
    tenantId: string;
    side: 'Agency' | 'Operator';
    userId: string;
    body: string;
    at: Date;
  },
): Promise<RequestMessageRow> {
  const [row] = await tx.insert(serviceRequestMessages).values(values).returning();
  if (!row) throw new Error('the message was not stored');
  return row;
}

/** The thread, oldest first, with the names of who wrote. */
export async function messagesOf(db: Db, requestId: string) {
  return db
    .select({ message: serviceRequestMessages, firstName: users.firstName, lastName: users.lastName })
    .from(serviceRequestMessages)
    .leftJoin(users, eq(users.id, serviceRequestMessages.userId))
    .where(eq(serviceRequestMessages.requestId, requestId))
    .orderBy(asc(serviceRequestMessages.id));
}
