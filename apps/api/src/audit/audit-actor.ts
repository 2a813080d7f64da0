import type { Db } from '../db/client';
import { findActorName } from './actor.repository';

/** Who acted, as the audit log and the KYC conversation name them. */
export async function auditActor(db: Db, user: { tenantId: string; id: string }) {
  return { id: user.id, name: await findActorName(db, { tenantId: user.tenantId, userId: user.id }) };
}

/** The fields whose values differ, as { field: [before, after] }. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) changes[key] = [before[key] ?? null, after[key] ?? null];
  }
  return changes;
}
