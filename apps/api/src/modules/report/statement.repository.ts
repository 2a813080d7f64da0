import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { LedgerTransactionKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { madeForReport, type ReportScope } from './report-scope';

export interface StatementFilter {
  scope: ReportScope;
  walletId: string;
  start: Date;
  until: Date;
  kind?: LedgerTransactionKind | undefined;
}

/** The wallet's lines of the range; the transaction's tenant and agency are checked as well as the wallet. */
function matching(filter: StatementFilter): SQL | undefined {
  return and(
    eq(ledgerEntries.accountId, filter.walletId),
    gte(ledgerEntries.createdAt, filter.start),
    lt(ledgerEntries.createdAt, filter.until),
    eq(ledgerTransactions.tenantId, filter.scope.tenantId),
    eq(ledgerTransactions.agencyId, filter.scope.agencyId),
    filter.kind ? eq(ledgerTransactions.kind, filter.kind) : undefined,
    madeForReport(ledgerTransactions.createdBy, filter.scope),
  );
}

const lineColumns = {
  entryId: ledgerEntries.id,
  postedAt: ledgerEntries.createdAt,
  kind: ledgerTransactions.kind,
  reference: ledgerTransactions.reference,
  description: ledgerTransactions.description,
  amount: ledgerEntries.amount,
  balance: ledgerEntries.balanceAfter,
};

export type StatementLineRow = Awaited<ReturnType<typeof statementLines>>[number];

/** Lines oldest first: a page (offset) or, for an export, the next keyset page after an entry id. */
export async function statementLines(
  db: Db,
  filter: StatementFilter,
  page: { offset?: number; afterId?: number; limit: number },
) {
  return db
    .select(lineColumns)
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(matching(filter), page.afterId !== undefined ? gt(ledgerEntries.id, page.afterId) : undefined))
    .orderBy(asc(ledgerEntries.id))
    .offset(page.offset ?? 0)
    .limit(page.limit);
}

/** How many lines match and what went out and came in over all of them (as the passbook sums them). */
export async function statementTotals(db: Db, filter: StatementFilter) {
  const [row] = await db
    .select({
      total: count(),
      debit: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} < 0 then -${ledgerEntries.amount} else 0 end), 0)`,
      credit: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} > 0 then ${ledgerEntries.amount} else 0 end), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(matching(filter));
  return { total: row?.total ?? 0, debit: Number(row?.debit ?? 0), credit: Number(row?.credit ?? 0) };
}

/** The wallet's balance just before an instant: the balance after its last line before it, 0 before any. */
export async function walletBalanceBefore(db: Db, walletId: string, instant: Date): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, walletId), lt(ledgerEntries.createdAt, instant)))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(1);
  return row?.balance ?? 0;
}
