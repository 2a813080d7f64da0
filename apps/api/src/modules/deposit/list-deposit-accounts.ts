import {
  bankLogoUrl,
  DepositLimit,
  MobileWalletLabel,
  MobileWalletMerchantNumber,
  MobileWallets,
  type DepositAccountsResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { listDepositBankAccounts } from './deposit.repository';

/** deposit/availdeposit: the tenant's accounts agencies pay into, the wallets' merchant numbers and the limit. */
export async function listDepositAccounts(options: {
  db: Db;
  tenantId: string;
  currency: string;
}): Promise<DepositAccountsResponse> {
  const accounts = await listDepositBankAccounts(options.db, options.tenantId);
  return {
    bankAccounts: accounts.map((account) => ({
      bankAccountId: account.id,
      bankName: account.bankName,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      branchName: account.branchName,
      swiftCode: account.swiftCode,
      routingNo: account.routingNo,
      bankLogoIconName: account.bankLogoIconName,
      bankLogoURL: bankLogoUrl(account.bankLogoIconName),
    })),
    mobileWallets: MobileWallets.map((wallet) => ({
      wallet,
      label: MobileWalletLabel[wallet],
      merchantNumber: MobileWalletMerchantNumber[wallet],
    })),
    currency: options.currency,
    maxAmount: DepositLimit.maxAmount,
  };
}
