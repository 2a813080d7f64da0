import type { z } from 'zod';
import type { AuditLogPage, ZLoadAuditLogQuery } from '@portal/contracts';
import { agencyEventsPage } from '../../audit/agency-audit.repository';
import { pageWindow } from '../../lib/list-page';
import { agencyScopeOf, type StaffCall } from './staff-caller';

/** A page of the agency's audit log, newest first, optionally of one kind of target. */
export async function loadAuditLog(
  options: StaffCall & { query: z.output<typeof ZLoadAuditLogQuery> },
): Promise<AuditLogPage> {
  const { query } = options;
  const { rows, total } = await agencyEventsPage(options.db, agencyScopeOf(options.caller), {
    ...pageWindow(query),
    targetType: query.targetType,
  });
  return {
    events: rows.map((row) => ({
      eventId: row.id,
      at: row.createdAt.toISOString(),
      actorName: row.actorName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      summary: row.summary,
      changes: (row.changes as Record<string, [unknown, unknown]> | null) ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
