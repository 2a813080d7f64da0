import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { BankAccountFields } from '@portal/contracts';
import type { Db } from '../../db/client';
import { agencies, agencyBankAccounts, providerBankAccounts } from '../../db/schema';

/** Use cases pass the database or the transaction they opened. */
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** Every agency-account call is scoped to the caller's tenant and agency: another's rows are never found. */
export interface AgencyScope {
  tenantId: string;
  agencyId: string;
}

export interface BankAccountRow {
  id: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchName: string | null;
  swiftCode: string | null;
  routingNo: string | null;
  bankLogoIconName: string | null;
}

export interface AgencyBankAccountRow extends BankAccountRow {
  isDefault: boolean;
}

const providerColumns = {
  id: providerBankAccounts.id,
  bankName: providerBankAccounts.bankName,
  accountName: providerBankAccounts.accountName,
  accountNumber: providerBankAccounts.accountNumber,
  branchName: providerBankAccounts.branchName,
  swiftCode: providerBankAccounts.swiftCode,
  routingNo: providerBankAccounts.routingNo,
  bankLogoIconName: providerBankAccounts.bankLogoIconName,
};

const agencyColumns = {
  id: agencyBankAccounts.id,
  bankName: agencyBankAccounts.bankName,
  accountName: agencyBankAccounts.accountName,
  accountNumber: agencyBankAccounts.accountNumber,
  branchName: agencyBankAccounts.branchName,
  swiftCode: agencyBankAccounts.swiftCode,
  routingNo: agencyBankAccounts.routingNo,
  bankLogoIconName: agencyBankAccounts.bankLogoIconName,
  isDefault: agencyBankAccounts.isDefault,
};

const inAgency = (scope: AgencyScope) =>
  and(eq(agencyBankAccounts.tenantId, scope.tenantId), eq(agencyBankAccounts.agencyId, scope.agencyId));

/** The tenant's active deposit accounts in display order. */
export async function listProviderBankAccounts(db: Executor, tenantId: string): Promise<BankAccountRow[]> {
  return db
    .select(providerColumns)
    .from(providerBankAccounts)
    .where(and(eq(providerBankAccounts.tenantId, tenantId), eq(providerBankAccounts.active, true)))
    .orderBy(asc(providerBankAccounts.sortOrder), asc(providerBankAccounts.createdAt));
}

/**
 * Locks the agency's row until the transaction ends, so concurrent changes to its accounts (the count limit, the
 * one default) run one after another. Answers whether the agency exists in the tenant.
 */
export async function lockAgency(tx: Executor, scope: AgencyScope): Promise<boolean> {
  const rows = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.tenantId, scope.tenantId), eq(agencies.id, scope.agencyId)))
    .for('update');
  return rows.length > 0;
}

/** The agency's accounts, the default first, then in the order they were added. */
export async function listAgencyBankAccounts(
  db: Executor,
  scope: AgencyScope,
): Promise<AgencyBankAccountRow[]> {
  return db
    .select(agencyColumns)
    .from(agencyBankAccounts)
    .where(inAgency(scope))
    .orderBy(
      desc(agencyBankAccounts.isDefault),
      asc(agencyBankAccounts.createdAt),
      asc(agencyBankAccounts.id),
    );
}

export async function findAgencyBankAccount(
  db: Executor,
  scope: AgencyScope,
  bankAccountId: string,
): Promise<AgencyBankAccountRow | null> {
  const [row] = await db
    .select(agencyColumns)
    .from(agencyBankAccounts)
    .where(and(inAgency(scope), eq(agencyBankAccounts.id, bankAccountId)))
    .limit(1);
  return row ?? null;
}

export async function countAgencyBankAccounts(db: Executor, scope: AgencyScope): Promise<number> {
  const [row] = await db.select({ total: count() }).from(agencyBankAccounts).where(inAgency(scope));
  return row?.total ?? 0;
}

/** Whether the agency already keeps this number at this bank (names compared without regard to case). */
export async function hasAgencyBankAccount(
  db: Executor,
  scope: AgencyScope,
  account: { bankName: string; accountNumber: string; exceptId?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: agencyBankAccounts.id })
    .from(agencyBankAccounts)
    .where(
      and(
        inAgency(scope),
        eq(agencyBankAccounts.accountNumber, account.accountNumber),
        eq(sql`lower(${agencyBankAccounts.bankName})`, account.bankName.toLowerCase()),
        account.exceptId ? ne(agencyBankAccounts.id, account.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Takes the default mark off the agency's accounts, before another account receives it. */
export async function clearAgencyDefault(tx: Executor, scope: AgencyScope, now: Date): Promise<void> {
  await tx
    .update(agencyBankAccounts)
    .set({ isDefault: false, updatedAt: now })
    .where(and(inAgency(scope), eq(agencyBankAccounts.isDefault, true)));
}

export interface StoredBankAccountFields extends BankAccountFields {
  bankLogoIconName: string | null;
  isDefault: boolean;
}

export async function insertAgencyBankAccount(
  tx: Executor,
  scope: AgencyScope,
  fields: StoredBankAccountFields,
): Promise<AgencyBankAccountRow> {
  const [row] = await tx
    .insert(agencyBankAccounts)
    .values({ tenantId: scope.tenantId, agencyId: scope.agencyId, ...fields })
    .returning(agencyColumns);
  if (!row) throw new Error('Bank account was not stored');
  return row;
}

/** Replaces an account's fields; null when the id is not one of the agency's accounts. */
export async function updateAgencyBankAccount(
  tx: Executor,
  scope: AgencyScope,
  bankAccountId: string,
  fields: StoredBankAccountFields & { updatedAt: Date },
): Promise<AgencyBankAccountRow | null> {
  const [row] = await tx
    .update(agencyBankAccounts)
    .set(fields)
    .where(and(inAgency(scope), eq(agencyBankAccounts.id, bankAccountId)))
    .returning(agencyColumns);
  return row ?? null;
}
