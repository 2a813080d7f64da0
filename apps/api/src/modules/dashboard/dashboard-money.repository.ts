import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, orderDues } from '../../db/schema';
import { localDate, localDay } from './dashboard-orders.repository';
import { ledgerTransactionMaker, madeInScope, type AgencyScope } from '../../lib/agency-scope';

/** The agency's wallets: the balance and credit limit are the agency's, whichever branch asks. */
export function agencyWallets(db: Db, scope: Pick<AgencyScope, 'tenantId' | 'agencyId'>) {
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

export interface SalesDayRow {
  day: string;
  currency: string;
  /** A sum of bigints: a decimal string. */
  amount: string;
  count: number;
}

/**
 * Net sales per local day and currency since `since`: what the agency's postings moved on the tenant's sales
 * accounts (sales credit it, refunds and reversals debit it), so the figures are the ledger's own. `count` is the
 * number of postings that sold something.
 *
 * Both sides are read by range on their indexes and hashed together: the agency's postings of the range
 * (ledger_transactions_agency_idx) and the sales accounts' lines of the range (ledger_entries_account_created_idx;
 * a line is written at its transaction's instant). Probing each line's transaction by key, which the planner
 * prefers when left to itself, or reading every line of the agency's postings, costs several times more.
 */
export async function salesPerDay(
  db: Db,
  scope: AgencyScope,
  since: Date,
  timeZone: string,
): Promise<SalesDayRow[]> {
  const from = since.toISOString();
  // A line is the branch's when the branch made what it pays for (an operator may have posted it).
  const branch = madeInScope(ledgerTransactionMaker, scope);
  const result = await db.execute(sql`
    with posting as materialized (
      select id, created_at from ledger_transactions
      where tenant_id = ${scope.tenantId} and agency_id = ${scope.agencyId} and created_at >= ${from}
        ${branch ? sql`and ${branch}` : sql``}
    )
    select ${localDay(sql`posting.created_at`, timeZone)} as day, account.currency,
      sum(line.amount) as amount, (count(*) filter (where line.amount > 0))::int as count
    from ${ledgerAccounts} account
    join ${ledgerEntries} line on line.account_id = account.id and line.created_at >= ${from}
    join posting on posting.id = line.transaction_id
    where account.tenant_id = ${scope.tenantId} and account.kind = 'sales'
    group by ${localDate(sql`posting.created_at`, timeZone)}, account.currency`);
  return (result as unknown as { rows: SalesDayRow[] }).rows;
}

const openDues = (scope: AgencyScope) =>
  and(
    eq(orderDues.tenantId, scope.tenantId),
    eq(orderDues.agencyId, scope.agencyId),
    eq(orderDues.status, 'open'),
    madeInScope(orderDues.createdBy, scope),
  );

/** Open dues per currency: what is owed, what is late at `now`, and the earliest due date. */
export function openDueTotals(db: Db, scope: AgencyScope, now: Date) {
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
export async function duesFallingDue(db: Db, scope: AgencyScope, until: Date, limit: number) {
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
