import { and, asc, count, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DepositMethod, DepositStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { deposits, providerBankAccounts } from '../../db/schema';

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;

/** The provider account a deposit names, as shown beside it. */
export interface DepositBankAccountRow {
  bankAccountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

import { madeInScope, type AgencyScope } from '../../lib/agency-scope';

/** Every call is scoped to the caller's tenant, agency and branch: another agency's or branch's rows are never found. */
export type { AgencyScope };

export interface DepositFilter extends AgencyScope {
  status?: DepositStatus | undefined;
  method?: DepositMethod | undefined;
  /** Inclusive start and exclusive end instants of the creation time. */
  from?: Date | undefined;
  until?: Date | undefined;
  term?: string | undefined;
}

/** Escapes LIKE's wildcards, so a term like "a_b" or "50%" matches those characters and nothing else. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export const bankAccountColumns = {
  bankAccountId: providerBankAccounts.id,
  bankName: providerBankAccounts.bankName,
  accountName: providerBankAccounts.accountName,
  accountNumber: providerBankAccounts.accountNumber,
};

/** The deposit's account, joined within the deposit's own tenant. */
export const accountOfDeposit = and(
  eq(providerBankAccounts.id, deposits.providerBankAccountId),
  eq(providerBankAccounts.tenantId, deposits.tenantId),
);

/** The tenant's active accounts agencies deposit into, in display order. */
export async function listDepositBankAccounts(db: Db, tenantId: string) {
  return db
    .select({
      id: providerBankAccounts.id,
      bankName: providerBankAccounts.bankName,
      accountName: providerBankAccounts.accountName,
      accountNumber: providerBankAccounts.accountNumber,
      branchName: providerBankAccounts.branchName,
      swiftCode: providerBankAccounts.swiftCode,
      routingNo: providerBankAccounts.routingNo,
      bankLogoIconName: providerBankAccounts.bankLogoIconName,
    })
    .from(providerBankAccounts)
    .where(and(eq(providerBankAccounts.tenantId, tenantId), eq(providerBankAccounts.active, true)))
    .orderBy(asc(providerBankAccounts.sortOrder), asc(providerBankAccounts.createdAt));
}

/** One of the tenant's active deposit accounts, or null (another tenant's or a closed account is not offered). */
export async function findDepositBankAccount(
  db: Db,
  tenantId: string,
  bankAccountId: string,
): Promise<DepositBankAccountRow | null> {
  const [row] = await db
    .select(bankAccountColumns)
    .from(providerBankAccounts)
    .where(
      and(
        eq(providerBankAccounts.tenantId, tenantId),
        eq(providerBankAccounts.id, bankAccountId),
        eq(providerBankAccounts.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Stores a new deposit; null when its reference is already taken in the tenant (the caller draws another). */
export async function insertDeposit(tx: Db, values: NewDeposit & { agencyId: string }): Promise<DepositRow | null> {
  const [row] = await tx
    .insert(deposits)
    .values(values)
    .onConflictDoNothing({ target: [deposits.tenantId, deposits.reference] })
    .returning();
  return row ?? null;
}

const inAgency = (scope: AgencyScope) =>
  and(
    eq(deposits.tenantId, scope.tenantId),
    eq(deposits.agencyId, scope.agencyId),
    madeInScope(deposits.createdBy, scope),
  );

const withAccount = (db: Db) =>
  db
    .select({ deposit: deposits, bankAccount: bankAccountColumns })
    .from(deposits)
    .leftJoin(providerBankAccounts, accountOfDeposit);

/** One of the agency's deposits with its account, or null. */
export async function findAgencyDeposit(db: Db, scope: AgencyScope, depositId: string) {
  const [row] = await withAccount(db)
    .where(and(inAgency(scope), eq(deposits.id, depositId)))
    .limit(1);
  return row ?? null;
}

/** The reference, or the identifying number the agency wrote on its form, contains the term. */
export function termMatches(term: string): SQL | undefined {
  const pattern = `%${escapeLike(term)}%`;
  return or(
    ilike(deposits.reference, pattern),
    ilike(sql`${deposits.details}->>'slipNumber'`, pattern),
    ilike(sql`${deposits.details}->>'transactionReference'`, pattern),
    ilike(sql`${deposits.details}->>'chequeNumber'`, pattern),
    ilike(sql`${deposits.details}->>'transactionId'`, pattern),
  );
}

function matching(filter: DepositFilter): SQL | undefined {
  return and(
    inAgency(filter),
    filter.status ? eq(deposits.status, filter.status) : undefined,
    filter.method ? eq(deposits.method, filter.method) : undefined,
    filter.from ? gte(deposits.createdAt, filter.from) : undefined,
    filter.until ? lt(deposits.createdAt, filter.until) : undefined,
    filter.term ? termMatches(filter.term) : undefined,
  );
}

/** A page of the agency's deposits, newest first, and how many match in all. */
export async function listAgencyDeposits(
  db: Db,
  filter: DepositFilter,
  page: { offset: number; limit: number },
) {
  const [rows, [counted]] = await Promise.all([
    withAccount(db)
      .where(matching(filter))
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(deposits).where(matching(filter)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The agency's deposits whose reference starts with the prefix (already in capitals), newest first. */
export async function searchAgencyDeposits(db: Db, scope: AgencyScope, prefix: string, limit: number) {
  return db
    .select({
      depositId: deposits.id,
      reference: deposits.reference,
      method: deposits.method,
      amount: deposits.amount,
      currency: deposits.currency,
      status: deposits.status,
      createdAt: deposits.createdAt,
    })
    .from(deposits)
    .where(and(inAgency(scope), like(deposits.reference, `${escapeLike(prefix)}%`)))
    .orderBy(desc(deposits.createdAt))
    .limit(limit);
}
