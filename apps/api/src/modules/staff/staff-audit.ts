import { recordAgencyEvent, type AgencyAuditEvent } from '../../audit/agency-audit.repository';
import type { Db } from '../../db/client';
import { findActorName } from './staff.repository';
import type { AgencyScope } from './staff-scope';

/** Records a staff or role change in the agency's log, inside the change's transaction, naming who made it. */
export async function recordStaffEvent(
  tx: Db,
  scope: AgencyScope,
  actorId: string,
  event: Omit<AgencyAuditEvent, 'tenantId' | 'agencyId' | 'actor'>,
): Promise<void> {
  const actor = { id: actorId, name: await findActorName(tx, scope.tenantId, actorId) };
  await recordAgencyEvent(tx, { ...scope, actor, ...event });
}

/** The fields that differ, as { field: [before, after] }; null when nothing did. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): Record<string, [unknown, unknown]> | null {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = [before[key], after[key]];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
