import { z } from 'zod';
import { ZLedgerTransactionKind } from '../payment/ledger';
import {
  checkReportRange,
  ZReportPageInfo,
  ZReportPaging,
  ZReportRange,
  ZReportRangeFields,
} from './filters';

export const ZLedgerStatementFilterFields = ZReportRangeFields.extend({
  kind: ZLedgerTransactionKind.optional(),
});
export const ZLedgerStatementFilters = ZLedgerStatementFilterFields.strict().superRefine(checkReportRange);
export type LedgerStatementFilters = z.infer<typeof ZLedgerStatementFilters>;
export const ZLedgerStatementQuery = ZLedgerStatementFilterFields.extend(ZReportPaging.shape)
  .strict()
  .superRefine(checkReportRange);
export type LedgerStatementQuery = z.infer<typeof ZLedgerStatementQuery>;

/** One wallet line, oldest first, with the wallet's balance right after it (the running balance). */
export const ZLedgerStatementLine = z.object({
  entryId: z.number().int(),
  postedAt: z.string(),
  kind: ZLedgerTransactionKind,
  reference: z.string(),
  description: z.string(),
  debit: z.number().int().nonnegative(),
  credit: z.number().int().nonnegative(),
  balance: z.number().int(),
});
export type LedgerStatementLine = z.infer<typeof ZLedgerStatementLine>;

/**
 * The wallet's statement in one currency: the balance before the first day, every line of the range, the balance
 * after the last day. totalDebit and totalCredit equal the payment ledger's (passbook) for the same days and type.
 * The balances are the wallet's own, also for a branch user, whose lines are only their branch's.
 */
export const ZLedgerStatement = ZReportPageInfo.extend({
  range: ZReportRange,
  openingBalance: z.number().int(),
  closingBalance: z.number().int(),
  totalDebit: z.number().int().nonnegative(),
  totalCredit: z.number().int().nonnegative(),
  lines: z.array(ZLedgerStatementLine),
});
export type LedgerStatement = z.infer<typeof ZLedgerStatement>;
