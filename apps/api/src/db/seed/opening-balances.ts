import type { Db } from '../client';
import { tenantAccount, walletAccount } from '../../ledger/accounts';
import { lockAccounts, setCreditLimit } from '../../ledger/ledger.repository';
import { postTransaction } from '../../ledger/post-transaction';

/**
 * Money the demo agencies start with, so a new user can book and issue at once: an opening balance received in the
 * tenant's bank, posted through the ledger like any deposit, and for the provider's demo agency a credit line.
 * Amounts in poisha.
 */
export const DemoOpeningBalances = [
  { tenantId: 'bdfare', agencyName: 'Demo Travels Ltd', amount: 5_00_000_00, creditLimit: 1_00_000_00 },
  { tenantId: 'skyway', agencyName: 'Skyway Demo Agency', amount: 2_50_000_00, creditLimit: 0 },
] as const;

export async function seedOpeningBalance(
  tx: Db,
  input: { tenantId: string; agencyId: string; amount: number; creditLimit: number; now: Date },
): Promise<void> {
  const wallet = await walletAccount(tx, input.tenantId, input.agencyId, 'BDT');
  const bank = await tenantAccount(tx, input.tenantId, 'provider_bank', 'BDT');
  await postTransaction(tx, {
    tenantId: input.tenantId,
    agencyId: input.agencyId,
    kind: 'deposit',
    reference: 'OPENING',
    description: 'Opening balance',
    lines: [
      { accountId: wallet.id, amount: input.amount },
      { accountId: bank.id, amount: -input.amount },
    ],
    createdBy: null,
    now: input.now,
  });
  if (input.creditLimit > 0) {
    await lockAccounts(tx, input.tenantId, [wallet.id]);
    await setCreditLimit(tx, wallet.id, input.creditLimit);
  }
}
