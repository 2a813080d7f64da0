import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentPaths, ZDepositAccountsResponse, type DepositAccountsResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET deposit/availdeposit: the provider's accounts and the wallets' merchant numbers to pay into. */
export function getDepositAccounts(signal?: AbortSignal): Promise<DepositAccountsResponse> {
  return api.get(PaymentPaths.deposit.availDeposit, { schema: ZDepositAccountsResponse, signal });
}

export const depositAccountsQuery = queryOptions({
  queryKey: ['payment', 'deposit', 'avail-deposit'],
  queryFn: ({ signal }) => getDepositAccounts(signal),
  staleTime: 5 * 60_000,
});

export function useDepositAccounts() {
  return useQuery(depositAccountsQuery);
}
