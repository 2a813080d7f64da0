import { useQuery } from '@tanstack/react-query';
import { FlightPaths, ZAirRuleResponse, type AirRuleResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Rule/AirRule: the fare rules' text per fare component. */
export function getAirRule(
  requestId: string,
  itineraryId: string,
  signal?: AbortSignal,
): Promise<AirRuleResponse> {
  return api.post(FlightPaths.airRule, { requestId, itineraryId }, { schema: ZAirRuleResponse, signal });
}

export function useAirRule(requestId: string, itineraryId: string) {
  return useQuery({
    queryKey: ['flight', 'air-rule', requestId, itineraryId],
    queryFn: ({ signal }) => getAirRule(requestId, itineraryId, signal),
    staleTime: Infinity,
  });
}
