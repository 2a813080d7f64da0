import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DepositMethods,
  DepositStatuses,
  PaymentPaths,
  ZDepositFilterOptions,
  type DepositFilterOptions,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET deposit/availfilter: the statuses and methods the list can be filtered by. */
export async function getDepositFilter(signal?: AbortSignal): Promise<DepositFilterOptions> {
  return api.get(PaymentPaths.deposit.availFilter, { schema: ZDepositFilterOptions, signal });
}

export const depositFilterQuery = queryOptions({
  queryKey: ['payment', 'deposit', 'avail-filter'],
  queryFn: ({ signal }) => getDepositFilter(signal),
  staleTime: Infinity,
});

const everyOption: DepositFilterOptions = {
  statuses: DepositStatuses.map((value) => ({ value, label: value })),
  methods: DepositMethods.map((value) => ({ value, label: value })),
};

/** Read once per visit. Until the options arrive (or if they fail) every known status and method is offered. */
export function useDepositFilter() {
  return useQuery({ ...depositFilterQuery, placeholderData: everyOption });
}
