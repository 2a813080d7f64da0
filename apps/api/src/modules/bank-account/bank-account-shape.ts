import { bankLogoUrl, type AgencyBankAccount, type BankAccount } from '@portal/contracts';
import type { AgencyBankAccountRow, BankAccountRow } from './bank-account.repository';

/** A stored account as the spec's bank account shape. */
export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    bankAccountId: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    branchName: row.branchName,
    swiftCode: row.swiftCode,
    routingNo: row.routingNo,
    bankLogoIconName: row.bankLogoIconName,
    bankLogoURL: bankLogoUrl(row.bankLogoIconName),
  };
}

export function toAgencyBankAccount(row: AgencyBankAccountRow): AgencyBankAccount {
  return { ...toBankAccount(row), isDefault: row.isDefault };
}
