import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentPaths, ZProviderBankAccountsResponse, type BankAccount } from '@portal/contracts';
import { api } from '../../../lib/api';

export async function getProviderBankAccounts(): Promise<BankAccount[]> {
  const response = await api.get(PaymentPaths.bankAccount.providerDetails, {
    schema: ZProviderBankAccountsResponse,
  });
  return response.bankAccounts;
}

export const providerBankAccountsQuery = queryOptions({
  queryKey: ['payment', 'bank-accounts', 'provider'],
  queryFn: getProviderBankAccounts,
});

/** Loaded when the Bank Details window opens, not with every page of the frame. */
export function useProviderBankAccounts(enabled: boolean) {
  return useQuery({ ...providerBankAccountsQuery, enabled });
}
