import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HolidayPaths, ZHolidayQueuePage, type HolidayQueuePage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { queueFiltersToQuery, type HolidayQueueFilters } from '../utils/queue-filters';
import { holidayRequestsKey } from './holiday-keys';

/** GET Request/Queue: one page of the agency's holiday requests in a tab, with every tab's count. */
export function getHolidayQueue(
  filters: HolidayQueueFilters,
  signal?: AbortSignal,
): Promise<HolidayQueuePage> {
  return api.get(HolidayPaths.requests, {
    query: queueFiltersToQuery(filters),
    schema: ZHolidayQueuePage,
    signal,
  });
}

/** The previous page stays on screen while the next one (or another tab or search) loads. */
export function useHolidayQueue(filters: HolidayQueueFilters) {
  return useQuery({
    queryKey: [...holidayRequestsKey, 'queue', filters],
    queryFn: ({ signal }) => getHolidayQueue(filters, signal),
    placeholderData: keepPreviousData,
  });
}
