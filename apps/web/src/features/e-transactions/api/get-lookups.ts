import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentPaths, ZETransactionLookups, type ETransactionLookups } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET etransaction/GetLookups: the statuses and methods the list can be filtered by. */
export function getLookups(signal?: AbortSignal): Promise<ETransactionLookups> {
  return api.get(PaymentPaths.eTransaction.getLookups, { schema: ZETransactionLookups, signal });
}

export const lookupsQuery = queryOptions({
  queryKey: ['payment', 'etransaction', 'lookups'],
  queryFn: ({ signal }) => getLookups(signal),
  staleTime: Infinity,
});

export const useLookups = () => useQuery(lookupsQuery);
