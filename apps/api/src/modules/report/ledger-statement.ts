import type { LedgerStatement, LedgerStatementFilters, LedgerStatementLine } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findWalletId } from './report-context.repository';
import { resolveReportRange, type ResolvedRange } from './report-range';
import { answerRange } from './report-page';
import type { ReportScope } from './report-scope';
import {
  statementLines,
  statementTotals,
  walletBalanceBefore,
  type StatementFilter,
  type StatementLineRow,
} from './statement.repository';

export function toStatementLine(row: StatementLineRow): LedgerStatementLine {
  return {
    entryId: row.entryId,
    postedAt: row.postedAt.toISOString(),
    kind: row.kind,
    reference: row.reference,
    description: row.description,
    debit: row.amount < 0 ? -row.amount : 0,
    credit: row.amount > 0 ? row.amount : 0,
    balance: row.balance,
  };
}

export interface StatementFrame {
  range: ResolvedRange;
  /** Null when the agency has no wallet in the currency: no lines, balances 0. */
  filter: StatementFilter | null;
  openingBalance: number;
  closingBalance: number;
  totals: { total: number; debit: number; credit: number };
}

/** What a statement shows around its lines: the range, the balances either side and the totals of its lines. */
export async function statementFrame(options: {
  db: Db;
  scope: ReportScope;
  filters: LedgerStatementFilters;
  now: Date;
}): Promise<StatementFrame> {
  const { db, scope, filters } = options;
  const range = await resolveReportRange({ ...scope, db, filters, now: options.now });
  const walletId = await findWalletId(db, scope.tenantId, scope.agencyId, range.currency);
  if (!walletId) {
    return {
      range,
      filter: null,
      openingBalance: 0,
      closingBalance: 0,
      totals: { total: 0, debit: 0, credit: 0 },
    };
  }
  const filter: StatementFilter = {
    scope,
    walletId,
    start: range.start,
    until: range.until,
    kind: filters.kind,
  };
  const [openingBalance, closingBalance, totals] = await Promise.all([
    walletBalanceBefore(db, walletId, range.start),
    walletBalanceBefore(db, walletId, range.until),
    statementTotals(db, filter),
  ]);
  return { range, filter, openingBalance, closingBalance, totals };
}

/** Report/Ledger: the wallet's statement for the range, a page of its lines oldest first. */
export async function getLedgerStatement(options: {
  db: Db;
  scope: ReportScope;
  query: LedgerStatementFilters & { page: number; pageSize: number };
  now: Date;
}): Promise<LedgerStatement> {
  const { db, query } = options;
  const frame = await statementFrame({ ...options, filters: query });
  const lines = frame.filter
    ? await statementLines(db, frame.filter, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      })
    : [];
  const { range } = frame;
  return {
    range: answerRange(range),
    openingBalance: frame.openingBalance,
    closingBalance: frame.closingBalance,
    totalDebit: frame.totals.debit,
    totalCredit: frame.totals.credit,
    lines: lines.map(toStatementLine),
    total: frame.totals.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
