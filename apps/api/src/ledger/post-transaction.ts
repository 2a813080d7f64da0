import { MoneyErrorCode, MoneyMessage, type LedgerTransactionKind } from '@portal/contracts';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import {
  insertEntries,
  insertTransaction,
  lockAccounts,
  setPosted,
  type LedgerAccount,
} from './ledger.repository';

export interface PostingLine {
  accountId: string;
  /** Minor units; a credit is positive, a debit negative, never zero. */
  amount: number;
}

export interface PostingInput {
  tenantId: string;
  agencyId: string | null;
  kind: LedgerTransactionKind;
  reference: string;
  description: string;
  lines: PostingLine[];
  createdBy: string | null;
  reversesId?: string | null;
  now: Date;
}

export interface PostedLedgerTransaction {
  transactionId: string;
  kind: LedgerTransactionKind;
  reference: string;
  postedAt: Date;
  /** Each touched account's balance after the posting. */
  balances: Map<string, number>;
}

/** A posting that cannot balance is our own mistake, never the caller's: it fails loudly and writes nothing. */
function assertWellFormed(lines: PostingLine[], accounts: Map<string, LedgerAccount>): void {
  if (lines.length < 2) throw new Error('a ledger transaction needs two or more lines');
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new Error(`ledger amounts are non-zero whole minor units, got ${line.amount}`);
    }
    const account = accounts.get(line.accountId);
    if (!account) throw new Error(`unknown ledger account ${line.accountId}`);
    sums.set(account.currency, (sums.get(account.currency) ?? 0) + line.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`ledger transaction does not balance in ${currency}: ${sum}`);
  }
}

/**
 * The one way money moves: a balanced transaction of two or more lines, posted inside the caller's database
 * transaction together with the business change it pays for. It locks the accounts it touches (in id order),
 * refuses with 422 'insufficient balance' a wallet debit beyond the balance plus credit limit, writes the
 * transaction and its entries (each with the account's balance after it) and the accounts' new balances.
 */
export async function postTransaction(tx: Db, input: PostingInput): Promise<PostedLedgerTransaction> {
  const accountIds = [...new Set(input.lines.map((line) => line.accountId))].sort();
  const locked = await lockAccounts(tx, input.tenantId, accountIds);
  const accounts = new Map(locked.map((account) => [account.id, account]));
  assertWellFormed(input.lines, accounts);

  const balances = new Map(locked.map((account) => [account.id, account.posted]));
  const entries = input.lines.map((line) => {
    const balanceAfter = (balances.get(line.accountId) ?? 0) + line.amount;
    balances.set(line.accountId, balanceAfter);
    return { accountId: line.accountId, amount: line.amount, balanceAfter };
  });
  for (const account of locked) {
    const after = balances.get(account.id) ?? account.posted;
    if (account.kind === 'agency_wallet' && after < account.posted && after < -account.creditLimit) {
      throw new AppError(MoneyErrorCode.InsufficientBalance, 422, MoneyMessage.insufficientBalance);
    }
  }

  const transaction = await insertTransaction(tx, {
    tenantId: input.tenantId,
    agencyId: input.agencyId,
    kind: input.kind,
    reference: input.reference,
    description: input.description,
    reversesId: input.reversesId ?? null,
    createdBy: input.createdBy,
    createdAt: input.now,
  });
  await insertEntries(
    tx,
    entries.map((entry) => ({ ...entry, transactionId: transaction.id, createdAt: input.now })),
  );
  for (const account of locked) {
    const after = balances.get(account.id);
    if (after !== undefined && after !== account.posted) await setPosted(tx, account.id, after);
  }
  return {
    transactionId: transaction.id,
    kind: transaction.kind,
    reference: transaction.reference,
    postedAt: transaction.createdAt,
    balances,
  };
}
