import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerTransactionKind } from '@portal/contracts';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

export interface AccountOwner {
  tenantId: string;
  /** Set for an agency's accounts (wallet, dues), null for the tenant's own. */
  agencyId: string | null;
  kind: LedgerAccountKind;
  currency: string;
}

const ownedBy = (owner: AccountOwner) =>
  and(
    eq(ledgerAccounts.tenantId, owner.tenantId),
    owner.agencyId === null
      ? sql`${ledgerAccounts.agencyId} is null`
      : eq(ledgerAccounts.agencyId, owner.agencyId),
    eq(ledgerAccounts.kind, owner.kind),
    eq(ledgerAccounts.currency, owner.currency),
  );

export async function findAccount(db: Db, owner: AccountOwner): Promise<LedgerAccount | null> {
  const [row] = await db.select().from(ledgerAccounts).where(ownedBy(owner)).limit(1);
  return row ?? null;
}

/** The owner's account, opened (empty) on first use; concurrent first uses open it once. */
export async function ensureAccount(db: Db, owner: AccountOwner): Promise<LedgerAccount> {
  const existing = await findAccount(db, owner);
  if (existing) return existing;
  await db.insert(ledgerAccounts).values(owner).onConflictDoNothing();
  const created = await findAccount(db, owner);
  if (!created) throw new Error(`ledger account ${owner.kind} ${owner.currency} could not be opened`);
  return created;
}

/**
 * Locks the accounts a posting touches until its transaction ends, always in id order so two postings over the
 * same accounts never wait on each other in a circle.
 */
export async function lockAccounts(tx: Db, tenantId: string, accountIds: string[]): Promise<LedgerAccount[]> {
  return tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), inArray(ledgerAccounts.id, accountIds)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export async function insertTransaction(
  tx: Db,
  values: {
    tenantId: string;
    agencyId: string | null;
    kind: LedgerTransactionKind;
    reference: string;
    description: string;
    reversesId: string | null;
    createdBy: string | null;
    createdAt: Date;
  },
) {
  const [row] = await tx.insert(ledgerTransactions).values(values).returning();
  if (!row) throw new Error('ledger transaction was not stored');
  return row;
}

export async function insertEntries(
  tx: Db,
  rows: { transactionId: string; accountId: string; amount: number; balanceAfter: number; createdAt: Date }[],
) {
  return tx.insert(ledgerEntries).values(rows).returning();
}

export async function setPosted(tx: Db, accountId: string, posted: number): Promise<void> {
  await tx.update(ledgerAccounts).set({ posted }).where(eq(ledgerAccounts.id, accountId));
}

/** A locked account's credit limit; the database refuses a limit below what the wallet already uses. */
export async function setCreditLimit(tx: Db, accountId: string, creditLimit: number): Promise<void> {
  await tx.update(ledgerAccounts).set({ creditLimit }).where(eq(ledgerAccounts.id, accountId));
}

export async function findReversalOf(db: Db, tenantId: string, transactionId: string) {
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.tenantId, tenantId), eq(ledgerTransactions.reversesId, transactionId)))
    .limit(1);
  return row ?? null;
}

export async function entriesOf(db: Db, tenantId: string, transactionId: string) {
  return db
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerTransactions.tenantId, tenantId), eq(ledgerEntries.transactionId, transactionId)))
    .orderBy(asc(ledgerEntries.id));
}

/** Holds a transaction until the caller's transaction ends, so two reversals of it cannot both pass the check. */
export async function lockTransaction(tx: Db, tenantId: string, transactionId: string) {
  const [row] = await tx
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.tenantId, tenantId), eq(ledgerTransactions.id, transactionId)))
    .for('update');
  return row ?? null;
}
