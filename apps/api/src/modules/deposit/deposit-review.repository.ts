import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DepositMethod, DepositStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { agencies, deposits, providerBankAccounts } from '../../db/schema';
import { accountOfDeposit, bankAccountColumns, escapeLike, type DepositRow } from './deposit.repository';

/** The back office's view: every deposit of the operator's tenant, whichever agency sent it. */
export interface DepositQueueFilter {
  tenantId: string;
  status?: DepositStatus | undefined;
  method?: DepositMethod | undefined;
  agencyName?: string | undefined;
  hasSlip?: boolean | undefined;
}

const agencyOfDeposit = and(eq(agencies.id, deposits.agencyId), eq(agencies.tenantId, deposits.tenantId));

const withAgency = (db: Db) =>
  db
    .select({
      deposit: deposits,
      bankAccount: bankAccountColumns,
      agency: { agencyId: agencies.id, agencyName: agencies.name, email: agencies.email },
    })
    .from(deposits)
    .innerJoin(agencies, agencyOfDeposit)
    .leftJoin(providerBankAccounts, accountOfDeposit);

function matching(filter: DepositQueueFilter): SQL | undefined {
  return and(
    eq(deposits.tenantId, filter.tenantId),
    filter.status ? eq(deposits.status, filter.status) : undefined,
    filter.method ? eq(deposits.method, filter.method) : undefined,
    filter.agencyName ? ilike(agencies.name, `%${escapeLike(filter.agencyName)}%`) : undefined,
    filter.hasSlip === undefined
      ? undefined
      : filter.hasSlip
        ? isNotNull(deposits.slipFileKey)
        : isNull(deposits.slipFileKey),
  );
}

/** A page of the tenant's deposits: the pending ones first (they wait for a decision), then newest first. */
export async function listTenantDeposits(
  db: Db,
  filter: DepositQueueFilter,
  page: { offset: number; limit: number },
) {
  const [rows, [counted]] = await Promise.all([
    withAgency(db)
      .where(matching(filter))
      .orderBy(
        sql`case when ${deposits.status} = 'pending' then 0 else 1 end`,
        desc(deposits.createdAt),
        desc(deposits.id),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(deposits).innerJoin(agencies, agencyOfDeposit).where(matching(filter)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One deposit of the tenant with its agency and account, or null (another tenant's id reads as unknown). */
export async function findTenantDeposit(db: Db, tenantId: string, depositId: string) {
  const [row] = await withAgency(db)
    .where(and(eq(deposits.tenantId, tenantId), eq(deposits.id, depositId)))
    .limit(1);
  return row ?? null;
}

/**
 * Holds the deposit until the transaction ends, so a concurrent decision on it waits and then sees it decided.
 * Taken before the posting locks its accounts, always in this order.
 */
export async function lockTenantDeposit(
  tx: Db,
  tenantId: string,
  depositId: string,
): Promise<DepositRow | null> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.tenantId, tenantId), eq(deposits.id, depositId)))
    .for('update');
  return row ?? null;
}

const stillPending = (tenantId: string, depositId: string) =>
  and(eq(deposits.tenantId, tenantId), eq(deposits.id, depositId), eq(deposits.status, 'pending'));

/** pending → approved with the posting that paid it; null when the deposit was no longer pending. */
export async function markDepositApproved(
  tx: Db,
  input: { tenantId: string; depositId: string; operatorId: string; ledgerTransactionId: string; now: Date },
): Promise<DepositRow | null> {
  const [row] = await tx
    .update(deposits)
    .set({
      status: 'approved',
      decidedBy: input.operatorId,
      decidedAt: input.now,
      ledgerTransactionId: input.ledgerTransactionId,
    })
    .where(stillPending(input.tenantId, input.depositId))
    .returning();
  return row ?? null;
}

/** pending → rejected with the reason; null when the deposit was no longer pending (or is not the tenant's). */
export async function markDepositRejected(
  db: Db,
  input: { tenantId: string; depositId: string; operatorId: string; reason: string; now: Date },
): Promise<DepositRow | null> {
  const [row] = await db
    .update(deposits)
    .set({
      status: 'rejected',
      decidedBy: input.operatorId,
      decidedAt: input.now,
      rejectionReason: input.reason,
    })
    .where(stillPending(input.tenantId, input.depositId))
    .returning();
  return row ?? null;
}
