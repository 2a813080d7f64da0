import { queryOptions, useQuery } from '@tanstack/react-query';
import { GroupFarePaths, ZGroupFareReservation, type GroupFareReservation } from '@portal/contracts';
import { api } from '../../../lib/api';
import { groupFareReservationKey } from './group-fare-keys';

/** GET GroupFare/GetReservation: one reservation with its block, money, names, actions and history. */
export function getGroupFareReservation(
  reference: string,
  signal?: AbortSignal,
): Promise<GroupFareReservation> {
  return api.get(GroupFarePaths.reservation, { query: { reference }, schema: ZGroupFareReservation, signal });
}

export const groupFareReservationQuery = (reference: string) =>
  queryOptions({
    queryKey: groupFareReservationKey(reference),
    queryFn: ({ signal }) => getGroupFareReservation(reference, signal),
  });

/** The scheduler may release or ticket it while the page is open: read again on focus and every minute. */
export function useGroupFareReservation(reference: string) {
  return useQuery({
    ...groupFareReservationQuery(reference),
    enabled: reference !== '',
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
