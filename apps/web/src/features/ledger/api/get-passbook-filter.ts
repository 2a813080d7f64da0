import { queryOptions, useQuery } from '@tanstack/react-query';
import { LedgerTransactionKind, PaymentPaths, ZPassbookFilterOptions } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET passbook/availfilter: the transaction types the ledger can be filtered by. */
export async function getPassbookFilter(signal?: AbortSignal): Promise<LedgerTransactionKind[]> {
  const options = await api.get(PaymentPaths.passbook.availFilter, {
    schema: ZPassbookFilterOptions,
    signal,
  });
  return options.kinds;
}

export const passbookFilterQuery = queryOptions({
  queryKey: ['payment', 'passbook', 'avail-filter'],
  queryFn: ({ signal }) => getPassbookFilter(signal),
  staleTime: Infinity,
});

/** The types rarely change: read once per visit. Until they arrive (or if they fail) every known type is offered. */
export function usePassbookFilter() {
  return useQuery({ ...passbookFilterQuery, placeholderData: [...LedgerTransactionKind] });
}
