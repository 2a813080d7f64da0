import { useCallback, useMemo } from 'react';
import { useAirlineOptions } from '../../../components/flight-search/api/get-airline-options';

/** Airline names by code, from the same list the search form offers; the code stands in until it loads. */
export function useAirlineNames(): (code: string) => string {
  const airlines = useAirlineOptions();
  const names = useMemo(
    () => new Map((airlines.data ?? []).map((airline) => [airline.code, airline.name])),
    [airlines.data],
  );
  return useCallback((code: string) => names.get(code) ?? code, [names]);
}
