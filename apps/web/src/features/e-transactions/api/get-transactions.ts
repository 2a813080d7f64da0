import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PaymentPaths, ZETransactionPage, type ETransactionPage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { filtersToQuery, type TransactionFilters } from '../utils/transaction-filters';

/** GET etransaction/GetTransactions: a page of the agency's gateway payments, newest first. */
export function getTransactions(
  filters: TransactionFilters,
  signal?: AbortSignal,
): Promise<ETransactionPage> {
  return api.get(PaymentPaths.eTransaction.getTransactions, {
    query: { ...filtersToQuery(filters) },
    schema: ZETransactionPage,
    signal,
  });
}

/** The page stays on screen while the next filter's answer loads. */
export function useTransactions(filters: TransactionFilters) {
  return useQuery({
    queryKey: ['payment', 'etransaction', 'transactions', filters],
    queryFn: ({ signal }) => getTransactions(filters, signal),
    placeholderData: keepPreviousData,
  });
}
