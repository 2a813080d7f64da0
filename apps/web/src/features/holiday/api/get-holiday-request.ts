import { queryOptions, useQuery } from '@tanstack/react-query';
import { HolidayPaths, ZHolidayRequest, type HolidayRequest } from '@portal/contracts';
import { api } from '../../../lib/api';
import { holidayRequestsKey } from './holiday-keys';

/** GET Request/GetRequest?reference: one of the agency's holiday requests with its quotes, thread and history. */
export function getHolidayRequest(reference: string, signal?: AbortSignal): Promise<HolidayRequest> {
  return api.get(HolidayPaths.request, { query: { reference }, schema: ZHolidayRequest, signal });
}

/** While the operators have to answer (a new enquiry), the request is read again now and then. */
const waitsOnOperators = (request: HolidayRequest | undefined) => request?.status === 'Requested';

export const holidayRequestQuery = (reference: string) =>
  queryOptions({
    queryKey: [...holidayRequestsKey, 'request', reference],
    queryFn: ({ signal }) => getHolidayRequest(reference, signal),
    refetchInterval: (query) => (waitsOnOperators(query.state.data) ? 30_000 : false),
  });

export function useHolidayRequest(reference: string) {
  return useQuery({ ...holidayRequestQuery(reference), enabled: reference !== '' });
}
