import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LedgerTransactionKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { ledgerTransactionMaker, madeInScope, type AgencyScope } from '../../lib/agency-scope';

/** The wallet is the agency's; a branch user's lines are the ones of transactions its users' records made. */
export interface PassbookFilter extends AgencyScope {
  currency: string;
  /** Inclusive start and exclusive end instants. */
  from?: Date;
  until?: Date;
  kind?: LedgerTransactionKind;
  term?: string;
}

/** The agency's wallet lines matching the filter; the wallet is found by tenant, agency and currency together. */
function matching(filter: PassbookFilter): SQL | undefined {
  const pattern = filter.term ? `%${filter.term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  return and(
    eq(ledgerAccounts.tenantId, filter.tenantId),
    eq(ledgerAccounts.agencyId, filter.agencyId),
    eq(ledgerAccounts.kind, 'agency_wallet'),
    eq(ledgerAccounts.currency, filter.currency),
    madeInScope(ledgerTransactionMaker, filter),
    filter.from ? gte(ledgerEntries.createdAt, filter.from) : undefined,
    filter.until ? lt(ledgerEntries.createdAt, filter.until) : undefined,
    filter.kind ? eq(ledgerTransactions.kind, filter.kind) : undefined,
    pattern
      ? or(ilike(ledgerTransactions.reference, pattern), ilike(ledgerTransactions.description, pattern))
      : undefined,
  );
}

const joined = (db: Db) =>
  db
    .select({
      entryId: ledgerEntries.id,
      transactionId: ledgerTransactions.id,
      postedAt: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      description: ledgerTransactions.description,
      amount: ledgerEntries.amount,
      balance: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId));

export type WalletLine = Awaited<ReturnType<typeof listWalletLines>>[number];

/** A page of the wallet's lines, newest first. */
export async function listWalletLines(
  db: Db,
  filter: PassbookFilter,
  page: { offset: number; limit: number },
) {
  return joined(db)
    .where(matching(filter))
    .orderBy(desc(ledgerEntries.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Every matching line, oldest first, for an export. */
export async function allWalletLines(db: Db, filter: PassbookFilter, limit: number) {
  return joined(db).where(matching(filter)).orderBy(ledgerEntries.id).limit(limit);
}

/** How many lines match, and what went out and came in over all of them. */
export async function walletLineTotals(db: Db, filter: PassbookFilter) {
  const [row] = await db
    .select({
      total: count(),
      debit: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} < 0 then -${ledgerEntries.amount} else 0 end), 0)`,
      credit: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} > 0 then ${ledgerEntries.amount} else 0 end), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(matching(filter));
  return { total: row?.total ?? 0, debit: Number(row?.debit ?? 0), credit: Number(row?.credit ?? 0) };
}
