import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { VisaPaths, ZVisaQueuePage, type VisaQueuePage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { filtersToQuery, type VisaApplicationFilters } from '../utils/application-filters';
import { visaApplicationsKey } from './visa-keys';

/** GET Application/Queue: one page of the agency's visa applications in a tab, with every tab's count. */
export function getVisaApplications(
  filters: VisaApplicationFilters,
  signal?: AbortSignal,
): Promise<VisaQueuePage> {
  return api.get(VisaPaths.applications, { query: filtersToQuery(filters), schema: ZVisaQueuePage, signal });
}

export const visaApplicationsQuery = (filters: VisaApplicationFilters) =>
  queryOptions({
    queryKey: [...visaApplicationsKey, filters],
    queryFn: ({ signal }) => getVisaApplications(filters, signal),
  });

/**
 * The operators move applications on while the list is open: read again on focus and every minute. The previous
 * page stays on screen while the next one (or another tab or filter) loads.
 */
export function useVisaApplications(filters: VisaApplicationFilters) {
  return useQuery({
    ...visaApplicationsQuery(filters),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
