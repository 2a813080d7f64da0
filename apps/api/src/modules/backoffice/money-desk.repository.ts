import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

/** An active or pending agency of the tenant, or null (another tenant's agency is not found). */
export async function findTenantAgency(db: Db, tenantId: string, agencyId: string) {
  const [row] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, agencyId)))
    .limit(1);
  return row ?? null;
}

/** Every agency of the tenant with its wallet in the currency (zero when it has none yet), by name. */
export async function listWallets(db: Db, tenantId: string, currency: string) {
  return db
    .select({
      agencyId: agencies.id,
      agencyName: agencies.name,
      balance: sql<number>`coalesce(${ledgerAccounts.posted}, 0)`.mapWith(Number),
      creditLimit: sql<number>`coalesce(${ledgerAccounts.creditLimit}, 0)`.mapWith(Number),
    })
    .from(agencies)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.agencyId, agencies.id),
        eq(ledgerAccounts.tenantId, agencies.tenantId),
        eq(ledgerAccounts.kind, 'agency_wallet'),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.status, 'active')))
    .orderBy(asc(agencies.name));
}

/** Debits and credits of the tenant's whole ledger per currency. */
export async function ledgerTotals(db: Db, tenantId: string) {
  return db
    .select({
      currency: ledgerAccounts.currency,
      debit: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} < 0 then -${ledgerEntries.amount} else 0 end), 0)`,
      credit: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} > 0 then ${ledgerEntries.amount} else 0 end), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.tenantId, tenantId))
    .groupBy(ledgerAccounts.currency)
    .orderBy(ledgerAccounts.currency);
}

export async function countTransactions(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.tenantId, tenantId));
  return row?.count ?? 0;
}

/** Transactions whose entries do not sum to zero in some currency (none, unless something is badly wrong). */
export async function unbalancedTransactions(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.tenantId, tenantId))
    .groupBy(ledgerEntries.transactionId, ledgerAccounts.currency)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  return [...new Set(rows.map((row) => row.id))];
}

/** Accounts whose cached balance is not the sum of their entries. */
export async function mismatchedAccounts(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.tenantId, tenantId))
    .groupBy(ledgerAccounts.id, ledgerAccounts.posted)
    .having(sql`${ledgerAccounts.posted} <> coalesce(sum(${ledgerEntries.amount}), 0)`);
  return rows.map((row) => row.id);
}
