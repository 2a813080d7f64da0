import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasFunctionality, PaymentPaths, ZWalletBalance, type WalletBalance } from '@portal/contracts';
import { api } from './api';

/** GET passbook/mybalance: the agency wallet's balance, credit limit, what is available and what is due. */
export function getWalletBalance(signal?: AbortSignal): Promise<WalletBalance> {
  return api.get(PaymentPaths.passbook.myBalance, { schema: ZWalletBalance, signal });
}

/** Money moves while the page stays open (deposits approved, tickets issued): read again on focus and each minute. */
export const walletBalanceQuery = queryOptions({
  queryKey: ['payment', 'passbook', 'my-balance'],
  queryFn: ({ signal }) => getWalletBalance(signal),
  refetchOnWindowFocus: true,
  refetchInterval: 60_000,
});

/** Whether the user may see the agency's money (spec 227): the API answers 403 to everyone else. */
export function canSeeWallet(functionalities: readonly number[]): boolean {
  return hasFunctionality(functionalities, 'ShowAllTransactions');
}

/** The wallet, shared by the top bar's balance menu and the money pages; never asked for without the permission. */
export function useWalletBalance(functionalities: readonly number[] | undefined) {
  return useQuery({
    ...walletBalanceQuery,
    enabled: functionalities !== undefined && canSeeWallet(functionalities),
  });
}
