import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentPaths, ZPassbookPage, type PassbookPage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { filtersToQuery, passbookPageSize, type PassbookFilters } from '../utils/passbook-filters';

export const passbookKey = ['payment', 'passbook', 'load'] as const;

/** GET passbook/load: one page of the wallet's lines, newest first, with the totals over the filters. */
export function getPassbook(filters: PassbookFilters, signal?: AbortSignal): Promise<PassbookPage> {
  return api.get(PaymentPaths.passbook.load, {
    query: { ...filtersToQuery(filters), page: filters.page, pageSize: passbookPageSize },
    schema: ZPassbookPage,
    signal,
  });
}

export const passbookQuery = (filters: PassbookFilters) =>
  queryOptions({
    queryKey: [...passbookKey, filters],
    queryFn: ({ signal }) => getPassbook(filters, signal),
  });

/** The previous page stays on screen while the next one (or a new filter) loads. */
export function usePassbook(filters: PassbookFilters) {
  return useQuery({ ...passbookQuery(filters), placeholderData: keepPreviousData });
}
