import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReferencePaths, ZAirportsByKeyResponse, type Airport } from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Airport/GetAirportsByKey: airports by code, city or name, an exact code first. */
export async function getAirportsByKey(searchTerm: string, signal?: AbortSignal): Promise<Airport[]> {
  const response = await api.post(
    ReferencePaths.getAirportsByKey,
    { searchTerm },
    { schema: ZAirportsByKeyResponse, signal },
  );
  return response.airports;
}

/** Airports rarely change: an answer is kept for the visit. */
const AirportStaleMs = 30 * 60_000;

export const airportsByKeyQuery = (term: string) =>
  queryOptions({
    queryKey: ['utility', 'airports', term.toLowerCase()],
    queryFn: ({ signal }) => getAirportsByKey(term, signal),
    staleTime: AirportStaleMs,
  });

/** The airports matching what was typed; nothing is asked until there is something to look for. */
export function useAirportsByKey(term: string) {
  const trimmed = term.trim();
  return useQuery({ ...airportsByKeyQuery(trimmed), enabled: trimmed.length >= 2 });
}

export const airportByCodeQuery = (code: string) =>
  queryOptions({
    queryKey: ['utility', 'airport', code.toUpperCase()],
    queryFn: async ({ signal }) =>
      (await getAirportsByKey(code, signal)).find((airport) => airport.airportCode === code.toUpperCase()) ??
      null,
    staleTime: AirportStaleMs,
  });

/** One airport by its code (for a search read from a link); null when the code is not known. */
export function useAirportByCode(code: string | undefined) {
  return useQuery({
    ...airportByCodeQuery(code ?? ''),
    enabled: Boolean(code && /^[A-Za-z]{3}$/.test(code)),
  });
}
