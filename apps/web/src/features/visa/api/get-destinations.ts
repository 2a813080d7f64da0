import { queryOptions, useQuery } from '@tanstack/react-query';
import { VisaPaths, ZVisaDestinations, type VisaDestinations } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Search/Destinations: the countries with published visas, their visa types, and the nationalities served. */
export function getVisaDestinations(signal?: AbortSignal): Promise<VisaDestinations> {
  return api.get(VisaPaths.destinations, { schema: ZVisaDestinations, signal });
}

export const visaDestinationsQuery = queryOptions({
  queryKey: ['visa', 'destinations'],
  queryFn: ({ signal }) => getVisaDestinations(signal),
  // The catalogue changes rarely; a visit reads it once.
  staleTime: 10 * 60_000,
});

export function useVisaDestinations() {
  return useQuery(visaDestinationsQuery);
}
