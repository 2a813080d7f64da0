import { useCallback, useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReferencePaths, ZAirlineOptionsResponse, type Airline } from '@portal/contracts';
import { api } from '../../../lib/api';

/** Airline/GetAirlineOptions: every airline the portal sells, for the preferred-airline choice. */
export async function getAirlineOptions(signal?: AbortSignal): Promise<Airline[]> {
  const response = await api.get(ReferencePaths.getAirlineOptions, {
    schema: ZAirlineOptionsResponse,
    signal,
  });
  return response.airlines;
}

export const airlineOptionsQuery = queryOptions({
  queryKey: ['utility', 'airline-options'],
  queryFn: ({ signal }) => getAirlineOptions(signal),
  staleTime: 30 * 60_000,
});

export function useAirlineOptions(enabled = true) {
  return useQuery({ ...airlineOptionsQuery, enabled });
}

/** Airline names by code, from the same list the search form offers; the code stands in until it loads. */
export function useAirlineNames(): (code: string) => string {
  const airlines = useAirlineOptions();
  const names = useMemo(
    () => new Map((airlines.data ?? []).map((airline) => [airline.code, airline.name])),
    [airlines.data],
  );
  return useCallback((code: string) => names.get(code) ?? code, [names]);
}
