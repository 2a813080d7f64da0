import { queryOptions, useQuery } from '@tanstack/react-query';
import { HotelPaths, ZHotelRateCheck, type HotelRateCheck, type HotelRateKey } from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Booking/CheckRate: the supplier's price and policy check of the chosen rate, just before booking. */
export function checkRate(key: HotelRateKey): Promise<HotelRateCheck> {
  return api.post(HotelPaths.checkRate, key, { schema: ZHotelRateCheck });
}

export const rateCheckQuery = (key: HotelRateKey) =>
  queryOptions({
    queryKey: ['hotel', 'check-rate', key.requestId, key.hotelGuid, key.roomGuid, key.roomRateGuid],
    // No abort signal: a check made is held for the agent on the server, and its answer must reach the page.
    queryFn: () => checkRate(key),
    staleTime: Infinity,
    // Each visit checks afresh; a check is only good for a few minutes.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

const noKey: HotelRateKey = { requestId: '', hotelGuid: '', roomGuid: '', roomRateGuid: '' };

/** The check of the rate in the address; `refetch` checks again (a lapsed check, an expired one refused at Book). */
export function useRateCheck(key: HotelRateKey | null) {
  return useQuery({ ...rateCheckQuery(key ?? noKey), enabled: key !== null });
}
