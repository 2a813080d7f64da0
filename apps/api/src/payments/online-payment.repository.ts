import type { Db } from '../db/client';
import { onlinePayments } from '../db/schema';

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;
export type NewOnlinePayment = typeof onlinePayments.$inferInsert;

/** Stores a new payment; null when its reference is taken (the caller draws another). */
export async function insertPayment(tx: Db, payment: NewOnlinePayment): Promise<OnlinePaymentRow | null> {
  const [row] = await tx.insert(onlinePayments).values(payment).onConflictDoNothing().returning();
  return row ?? null;
}
