import { queryOptions, useQuery } from '@tanstack/react-query';
import { AfterSalesOperatorPaths, ZAfterSalesRequest, type AfterSalesRequest } from '@portal/contracts';
import { api } from '../../../lib/api';

export const afterSalesRequestKey = (reference: string) =>
  ['backoffice', 'after-sales', 'request', reference] as const;

/** GET AfterSales/GetRequest: one request of the tenant with its tickets, quotes and history. */
export function getAfterSalesRequest(reference: string, signal?: AbortSignal): Promise<AfterSalesRequest> {
  return api.get(AfterSalesOperatorPaths.getRequest, {
    query: { reference },
    schema: ZAfterSalesRequest,
    signal,
  });
}

export const afterSalesRequestQuery = (reference: string) =>
  queryOptions({
    queryKey: afterSalesRequestKey(reference),
    queryFn: ({ signal }) => getAfterSalesRequest(reference, signal),
  });

/** The agency may accept or cancel while an operator looks at the request: read again on focus. */
export function useAfterSalesRequest(reference: string) {
  return useQuery({ ...afterSalesRequestQuery(reference), refetchOnWindowFocus: true });
}
