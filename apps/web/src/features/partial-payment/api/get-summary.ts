import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PartialPaymentPaths,
  ZPartialPaymentSummaryResponse,
  type PartialPaymentSummaryResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { partialPaymentKey } from './partial-payment-keys';

/** GET PartialPayment/GetSummary: per currency, what is owed, overdue and due this week. */
export function getSummary(signal?: AbortSignal): Promise<PartialPaymentSummaryResponse> {
  return api.get(PartialPaymentPaths.getSummary, { schema: ZPartialPaymentSummaryResponse, signal });
}

export const summaryQuery = queryOptions({
  queryKey: [...partialPaymentKey, 'summary'],
  queryFn: ({ signal }) => getSummary(signal),
});

export function useSummary() {
  return useQuery(summaryQuery);
}
