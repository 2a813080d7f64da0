import { queryOptions, useQuery } from '@tanstack/react-query';
import { AfterSalesOperatorPaths, ZAutomaticAmounts, type AutomaticAmounts } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET AfterSales/AutomaticAmounts: what the airline's own rules give the request now. */
export function getAutomaticAmounts(reference: string, signal?: AbortSignal): Promise<AutomaticAmounts> {
  return api.get(AfterSalesOperatorPaths.automaticAmounts, {
    query: { reference },
    schema: ZAutomaticAmounts,
    signal,
  });
}

export const automaticAmountsQuery = (reference: string) =>
  queryOptions({
    queryKey: ['backoffice', 'after-sales', 'automatic-amounts', reference],
    queryFn: ({ signal }) => getAutomaticAmounts(reference, signal),
    // The airline's figures move with time (penalty windows), but not from one minute to the next.
    staleTime: 60_000,
  });

/** Asked only while a manual quote can be written (`enabled`); a refusal (409, 422) is not asked again. */
export function useAutomaticAmounts(reference: string, enabled: boolean) {
  return useQuery({ ...automaticAmountsQuery(reference), enabled, retry: false });
}
