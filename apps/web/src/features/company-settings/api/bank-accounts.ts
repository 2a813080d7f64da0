import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PaymentPaths,
  ZBankAccountResponse,
  ZLoadBankAccountsResponse,
  type AddBankAccountRequest,
  type BankAccountResponse,
  type EditBankAccountRequest,
  type LoadBankAccountsResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';

const bankAccountsKey = ['payment', 'bank-accounts', 'agency'] as const;

/** GET bankaccount/load: the agency's own accounts, the default first. */
export function loadBankAccounts(signal?: AbortSignal): Promise<LoadBankAccountsResponse> {
  return api.get(PaymentPaths.bankAccount.load, { schema: ZLoadBankAccountsResponse, signal });
}

export const bankAccountsQuery = queryOptions({
  queryKey: bankAccountsKey,
  queryFn: ({ signal }) => loadBankAccounts(signal),
});

export function useBankAccounts() {
  return useQuery(bankAccountsQuery);
}

/** POST bankaccount/addaccount, or bankaccount/editaccount when the account has an id. */
export function saveBankAccount(
  input:
    | { bankAccountId: null; request: AddBankAccountRequest }
    | { bankAccountId: string; request: EditBankAccountRequest },
): Promise<BankAccountResponse> {
  return input.bankAccountId
    ? api.post(PaymentPaths.bankAccount.edit, input.request, { schema: ZBankAccountResponse })
    : api.post(PaymentPaths.bankAccount.add, input.request, { schema: ZBankAccountResponse });
}

/** Saving may move the default, so the whole list is read again. */
export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
  });
}
