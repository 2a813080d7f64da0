import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, orderDues } from '../../db/schema';
import { localDay } from './dashboard-orders.repository';
import { madeInScope, type DashboardScope } from './dashboard-scope';

/** The agency's wallets: the balance and credit limit are the agency's, whichever branch asks. */
export function agencyWallets(db: Db, scope: Pick<DashboardScope, 'tenantId' | 'agencyId'>) {
  return db
    .select({
      currency: ledgerAccounts.currency,
      posted: ledgerAccounts.posted,
      creditLimit: ledgerAccounts.creditLimit,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.tenantId, scope.tenantId),
        eq(ledgerAccounts.agencyId, scope.agencyId),
        eq(ledgerAccounts.kind, 'agency_wallet'),
      ),
    )
    .orderBy(asc(ledgerAccounts.currency));
}

/**
 * Net sales per local day and currency since `since`: what the agency's postings moved on the tenant's sales
 * accounts (sales credit it, refunds and reversals debit it), so the figures are the ledger's own. `count` is the
 * number of postings that sold something.
 */
export function salesPerDay(db: Db, scope: DashboardScope, since: Date, timeZone: string) {
  return db
    .select({
      day: localDay(ledgerTransactions.createdAt, timeZone),
      currency: ledgerAccounts.currency,
      amount: sql<string>`sum(${ledgerEntries.amount})`,
      count: sql<number>`(count(*) filter (where ${ledgerEntries.amount} > 0))::int`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'sales')),
    )
    .where(
      and(
        eq(ledgerTransactions.tenantId, scope.tenantId),
        eq(ledgerTransactions.agencyId, scope.agencyId),
        gte(ledgerTransactions.createdAt, since),
        madeInScope(ledgerTransactions.createdBy, scope),
      ),
    )
    .groupBy(sql`1`, ledgerAccounts.currency);
}

const openDues = (scope: DashboardScope) =>
  and(
    eq(orderDues.tenantId, scope.tenantId),
    eq(orderDues.agencyId, scope.agencyId),
    eq(orderDues.status, 'open'),
    madeInScope(orderDues.createdBy, scope),
  );

/** Open dues per currency: what is owed, what is late at `now`, and the earliest due date. */
export function openDueTotals(db: Db, scope: DashboardScope, now: Date) {
  return db
    .select({
      currency: orderDues.currency,
      outstanding: sql<string>`sum(${orderDues.outstandingAmount})`,
      overdue: sql<string>`coalesce(sum(${orderDues.outstandingAmount}) filter (where ${orderDues.dueAt} < ${now}), 0)`,
      openCount: count(),
      nextDueAt: sql<Date | string>`min(${orderDues.dueAt})`,
    })
    .from(orderDues)
    .where(openDues(scope))
    .groupBy(orderDues.currency)
    .orderBy(asc(orderDues.currency));
}

/** Open dues falling due before `until` (late ones included), soonest first, with how many there are. */
export async function duesFallingDue(db: Db, scope: DashboardScope, until: Date, limit: number) {
  const where = and(openDues(scope), lt(orderDues.dueAt, until));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        reference: orderDues.orderReference,
        dueAt: orderDues.dueAt,
        currency: orderDues.currency,
        amount: orderDues.outstandingAmount,
      })
      .from(orderDues)
      .where(where)
      .orderBy(asc(orderDues.dueAt), asc(orderDues.orderReference))
      .limit(limit),
    db.select({ count: count() }).from(orderDues).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}
