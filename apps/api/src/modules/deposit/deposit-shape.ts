import { MobileWalletLabel, type BackofficeDeposit, type DepositView } from '@portal/contracts';
import type { DepositBankAccountRow, DepositRow } from './deposit.repository';

/** A stored deposit as its agency sees it. */
export function toDepositView(row: DepositRow, bankAccount: DepositBankAccountRow | null): DepositView {
  return {
    depositId: row.id,
    reference: row.reference,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    details: row.details,
    providerBankAccount: bankAccount,
    note: row.note,
    hasSlip: row.slipFileKey !== null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    transactionId: row.ledgerTransactionId,
  };
}

export function toBackofficeDeposit(
  row: DepositRow,
  bankAccount: DepositBankAccountRow | null,
  agency: { agencyId: string; agencyName: string },
): BackofficeDeposit {
  return { ...toDepositView(row, bankAccount), agencyId: agency.agencyId, agencyName: agency.agencyName };
}

/** The payment ledger's words for an approved deposit, e.g. 'Bank deposit to Dutch-Bangla Bank PLC'. */
export function describeDeposit(row: DepositRow, bankName: string | null): string {
  const bank = bankName ?? 'our bank account';
  switch (row.details.method) {
    case 'bank_deposit':
      return `Bank deposit to ${bank}`;
    case 'bank_transfer':
      return `Bank transfer to ${bank}`;
    case 'cheque_deposit':
      return `Cheque deposit to ${bank}`;
    case 'mobile_banking':
      return `Mobile banking deposit via ${MobileWalletLabel[row.details.wallet]}`;
  }
}

/** An amount for people to read, e.g. 'BDT 15,000.50'; whole-number arithmetic, never a float. */
export function formatAmount(amount: number, currency: string): string {
  const cents = amount % 100;
  const whole = (amount - cents) / 100;
  return `${currency} ${whole.toLocaleString('en-US')}.${String(Math.abs(cents)).padStart(2, '0')}`;
}
