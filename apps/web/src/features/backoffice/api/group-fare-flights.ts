import { useMutation, useQuery } from '@tanstack/react-query';
import {
  GroupFareOperatorPaths,
  ZFindGroupFareFlightsResponse,
  ZGroupFareAgenciesResponse,
  type FindGroupFareFlightsRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { groupFaresKey } from './group-fare-blocks';

/** POST GroupFare/FindFlights: sandbox GDS flights with the seats a block could take from each class now. */
export function useFindGroupFareFlights() {
  return useMutation({
    mutationFn: (body: FindGroupFareFlightsRequest) =>
      api.post(GroupFareOperatorPaths.findFlights, body, { schema: ZFindGroupFareFlightsResponse }),
  });
}

/** GET GroupFare/Agencies: the tenant's agencies a block may be shown to. */
export function useGroupFareAgencies() {
  return useQuery({
    queryKey: [...groupFaresKey, 'agencies'],
    queryFn: ({ signal }) =>
      api.get(GroupFareOperatorPaths.agencies, { schema: ZGroupFareAgenciesResponse, signal }),
    staleTime: 5 * 60_000,
  });
}
