import { MoneyErrorCode, MoneyMessage } from '@portal/contracts';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { entriesOf, findReversalOf, lockTransaction } from './ledger.repository';
import { postTransaction, type PostedLedgerTransaction } from './post-transaction';

/**
 * Undoes a transaction the only way the ledger allows: a new transaction with every line negated, naming the one it
 * reverses. A transaction is reversed at most once (409 after that); another tenant's id is not found.
 */
export async function reverseTransaction(
  tx: Db,
  input: {
    tenantId: string;
    transactionId: string;
    description: string;
    createdBy: string | null;
    now: Date;
  },
): Promise<PostedLedgerTransaction> {
  const original = await lockTransaction(tx, input.tenantId, input.transactionId);
  if (!original) throw AppError.notFound();
  if (original.kind === 'reversal' || (await findReversalOf(tx, input.tenantId, original.id))) {
    throw new AppError(MoneyErrorCode.AlreadyReversed, 409, MoneyMessage.alreadyReversed);
  }
  const lines = await entriesOf(tx, input.tenantId, original.id);
  return postTransaction(tx, {
    tenantId: input.tenantId,
    agencyId: original.agencyId,
    kind: 'reversal',
    reference: original.reference,
    description: input.description,
    lines: lines.map((line) => ({ accountId: line.accountId, amount: -line.amount })),
    createdBy: input.createdBy,
    reversesId: original.id,
    now: input.now,
  });
}
