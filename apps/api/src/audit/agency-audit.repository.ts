import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencyAuditEvents } from '../db/schema';

/**
 * The agency's audit log (company settings, branches, documents, bank accounts, roles, staff). Every change is
 * written in the same transaction as the change itself, so the log never tells of a change that did not happen.
 */
export type AgencyAuditRow = typeof agencyAuditEvents.$inferSelect;

export interface AgencyAuditEvent {
  tenantId: string;
  agencyId: string;
  /** Who acted: a user of the agency, an operator (KYC review), or null for the system. */
  actor: { id: string; name: string } | null;
  /** What happened, e.g. "staff.invited", "role.updated", "branch.created". */
  action: string;
  targetType: 'company' | 'branch' | 'document' | 'bankAccount' | 'role' | 'staff';
  targetId?: string | null;
  /** One readable line, e.g. "Invited Karim Hossain as Accounts (Chattogram)". */
  summary: string;
  /** Changed fields as { field: [before, after] } where it helps the reader. */
  changes?: Record<string, [unknown, unknown]> | null;
  at?: Date;
}

export async function recordAgencyEvent(tx: Db, event: AgencyAuditEvent): Promise<void> {
  await tx.insert(agencyAuditEvents).values({
    tenantId: event.tenantId,
    agencyId: event.agencyId,
    actorId: event.actor?.id ?? null,
    actorName: event.actor?.name ?? 'System',
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId ?? null,
    summary: event.summary,
    changes: event.changes ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

/** One page of the agency's log, newest first, and how many entries it has. */
export async function agencyEventsPage(
  db: Db,
  scope: { tenantId: string; agencyId: string },
  page: { offset: number; limit: number; targetType?: AgencyAuditEvent['targetType'] },
): Promise<{ rows: AgencyAuditRow[]; total: number }> {
  const where = and(
    eq(agencyAuditEvents.tenantId, scope.tenantId),
    eq(agencyAuditEvents.agencyId, scope.agencyId),
    page.targetType ? eq(agencyAuditEvents.targetType, page.targetType) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(agencyAuditEvents)
      .where(where)
      .orderBy(desc(agencyAuditEvents.createdAt), desc(agencyAuditEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(agencyAuditEvents).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
