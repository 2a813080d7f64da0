import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HolidayOperatorPaths,
  HolidayQueueLimit,
  ZHolidayQueuePage,
  ZHolidayRequest,
  type HolidayMessageBody,
  type HolidayQuoteBody,
  type HolidayRejectBody,
  type HolidayRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import type { HolidayDeskFilters } from '../utils/holiday-filters';

export const holidayDeskKey = ['backoffice', 'holiday-desk'] as const;

/** Enquiries arrive and age while the desk is open: read again on focus and every minute. */
export function useHolidayDeskQueue(filters: HolidayDeskFilters) {
  return useQuery({
    queryKey: [...holidayDeskKey, 'queue', filters],
    queryFn: ({ signal }) =>
      api.get(HolidayOperatorPaths.requests, {
        query: {
          tab: filters.tab,
          search: filters.search || undefined,
          page: filters.page,
          pageSize: HolidayQueueLimit.defaultPageSize,
        },
        schema: ZHolidayQueuePage,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}

export const holidayDeskRequestQuery = (reference: string) =>
  queryOptions({
    queryKey: [...holidayDeskKey, 'request', reference],
    queryFn: ({ signal }) =>
      api.get(HolidayOperatorPaths.request, { query: { reference }, schema: ZHolidayRequest, signal }),
  });

/** GET Operator/GetRequest: one enquiry as the desk sees it. */
export function useHolidayDeskRequest(reference: string) {
  return useQuery({ ...holidayDeskRequestQuery(reference), refetchOnWindowFocus: true });
}

export type DeskAction =
  | { action: 'quote'; body: HolidayQuoteBody }
  | { action: 'reject'; body: HolidayRejectBody }
  | { action: 'message'; body: HolidayMessageBody };

const paths = {
  quote: HolidayOperatorPaths.quote,
  reject: HolidayOperatorPaths.reject,
  message: HolidayOperatorPaths.message,
} as const;

/** What the desk does with an enquiry (quote, refuse, write); each answers the request as it now stands. */
export function useHolidayDeskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DeskAction): Promise<HolidayRequest> =>
      api.post(paths[change.action], change.body, { schema: ZHolidayRequest }),
    onSuccess: (request) => {
      queryClient.setQueryData(holidayDeskRequestQuery(request.reference).queryKey, request);
    },
    onSettled: async (_request, _error, change) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: holidayDeskRequestQuery(change.body.reference).queryKey }),
        queryClient.invalidateQueries({ queryKey: [...holidayDeskKey, 'queue'] }),
      ]);
    },
  });
}
