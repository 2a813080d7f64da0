import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAfterSalesRequest, type AfterSalesRequest } from '@portal/contracts';
import { api } from '../../../lib/api';
import type { AfterSalesPageKind } from '../../../lib/after-sales-paths';
import { KindCalls } from '../utils/kinds';
import { afterSalesKey } from './request-keys';

/** GET Void/GetRequest or Refund/GetRequest: one of the agency's requests with its quotes, tickets and history. */
export function getAfterSalesRequest(
  kind: AfterSalesPageKind,
  reference: string,
  signal?: AbortSignal,
): Promise<AfterSalesRequest> {
  return api.get(KindCalls[kind].paths.getRequest, {
    query: { reference },
    schema: ZAfterSalesRequest,
    signal,
  });
}

/** While the operators or the airline's desk have to act, the request is read again now and then. */
const waitsOnOthers = (request: AfterSalesRequest | undefined) =>
  request?.status === 'Requested' || request?.status === 'Accepted' || request?.status === 'InProcess';

export const afterSalesRequestQuery = (kind: AfterSalesPageKind, reference: string) =>
  queryOptions({
    queryKey: [...afterSalesKey(kind), 'request', reference],
    queryFn: ({ signal }) => getAfterSalesRequest(kind, reference, signal),
    refetchInterval: (query) => (waitsOnOthers(query.state.data) ? 30_000 : false),
  });

export function useAfterSalesRequest(kind: AfterSalesPageKind, reference: string | null) {
  return useQuery({ ...afterSalesRequestQuery(kind, reference ?? ''), enabled: reference !== null });
}
