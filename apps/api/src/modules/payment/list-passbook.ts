import type { PassbookEntry, PassbookPage, PassbookQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import { endOfTenantDay, startOfTenantDay } from '../../lib/tenant-clock';
import {
  listWalletLines,
  walletLineTotals,
  type PassbookFilter,
  type WalletLine,
} from './passbook.repository';

/** The passbook's filters as the repository takes them: days of the tenant's calendar, both ends included. */
export function passbookFilter(options: {
  tenantId: string;
  agencyId: string;
  branchId: string | null;
  currency: string;
  query: Pick<PassbookQuery, 'from' | 'to' | 'kind' | 'term'>;
}): PassbookFilter {
  const { query } = options;
  return {
    tenantId: options.tenantId,
    agencyId: options.agencyId,
    branchId: options.branchId,
    currency: options.currency,
    from: query.from ? startOfTenantDay(query.from) : undefined,
    until: query.to ? endOfTenantDay(query.to) : undefined,
    kind: query.kind,
    term: query.term || undefined,
  };
}

/** A wallet line as the ledger shows it: what left the wallet as a debit, what came in as a credit. */
export function toPassbookEntry(line: WalletLine, currency: string): PassbookEntry {
  return {
    entryId: line.entryId,
    transactionId: line.transactionId,
    postedAt: line.postedAt.toISOString(),
    kind: line.kind,
    reference: line.reference,
    description: line.description,
    debit: line.amount < 0 ? -line.amount : 0,
    credit: line.amount > 0 ? line.amount : 0,
    balance: line.balance,
    currency,
  };
}

/** passbook/load: the payment ledger, newest first, each line with the wallet's balance right after it. */
export async function listPassbook(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only lines of its users' records (the balance column stays the wallet's). */
  branchId: string | null;
  currency: string;
  query: PassbookQuery;
}): Promise<PassbookPage> {
  const { db, query, currency } = options;
  const filter = passbookFilter(options);
  const [lines, totals] = await Promise.all([
    listWalletLines(db, filter, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    walletLineTotals(db, filter),
  ]);
  return {
    entries: lines.map((line) => toPassbookEntry(line, currency)),
    total: totals.total,
    page: query.page,
    pageSize: query.pageSize,
    totalDebit: totals.debit,
    totalCredit: totals.credit,
    currency,
  };
}
