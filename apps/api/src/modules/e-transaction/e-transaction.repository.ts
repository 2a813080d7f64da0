import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { OnlinePaymentMethod, OnlinePaymentStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { onlinePayments } from '../../db/schema';
import { madeInScope, type AgencyScope } from '../../lib/agency-scope';

export type ETransactionRow = typeof onlinePayments.$inferSelect;

/** The caller's agency and branch: a branch user sees the payments its users opened. */
export interface ETransactionFilter extends AgencyScope {
  status?: OnlinePaymentStatus | undefined;
  method?: OnlinePaymentMethod | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  paymentId?: string | undefined;
}

function matching(filter: ETransactionFilter): SQL | undefined {
  return and(
    eq(onlinePayments.tenantId, filter.tenantId),
    eq(onlinePayments.agencyId, filter.agencyId),
    madeInScope(onlinePayments.createdBy, filter),
    filter.status ? eq(onlinePayments.status, filter.status) : undefined,
    filter.method ? eq(onlinePayments.method, filter.method) : undefined,
    filter.from ? gte(onlinePayments.createdAt, filter.from) : undefined,
    filter.until ? lt(onlinePayments.createdAt, filter.until) : undefined,
    filter.paymentId ? eq(onlinePayments.id, filter.paymentId) : undefined,
  );
}

/** A page of the agency's gateway payments, newest first. */
export async function listAgencyPayments(
  db: Db,
  filter: ETransactionFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ETransactionRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(onlinePayments)
      .where(matching(filter))
      .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(onlinePayments).where(matching(filter)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
