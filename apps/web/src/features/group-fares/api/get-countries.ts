import { useQuery } from '@tanstack/react-query';
import { ReferencePaths, ZCountriesResponse, type CountriesResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Country/GetAllCountries: the nationality choices, by name. */
export function getCountries(signal?: AbortSignal): Promise<CountriesResponse> {
  return api.get(ReferencePaths.getAllCountries, { schema: ZCountriesResponse, signal });
}

export function useCountries() {
  return useQuery({
    queryKey: ['utility', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });
}
