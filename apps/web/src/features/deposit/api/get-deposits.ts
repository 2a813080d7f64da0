import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentPaths, ZDepositPage, type DepositPage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { filtersToQuery, type DepositFilters } from '../utils/deposit-filters';

export const depositsKey = ['payment', 'deposit', 'load'] as const;

/** GET deposit/load: one page of the agency's deposits, newest first. */
export function getDeposits(filters: DepositFilters, signal?: AbortSignal): Promise<DepositPage> {
  return api.get(PaymentPaths.deposit.load, {
    query: { ...filtersToQuery(filters) },
    schema: ZDepositPage,
    signal,
  });
}

export const depositsQuery = (filters: DepositFilters) =>
  queryOptions({
    queryKey: [...depositsKey, filters],
    queryFn: ({ signal }) => getDeposits(filters, signal),
  });

/** The previous page stays on screen while the next one (or a new filter) loads. */
export function useDeposits(filters: DepositFilters) {
  return useQuery({ ...depositsQuery(filters), placeholderData: keepPreviousData });
}
