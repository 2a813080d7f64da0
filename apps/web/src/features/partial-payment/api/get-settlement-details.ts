import { queryOptions, useQuery } from '@tanstack/react-query';
import { PartialPaymentPaths, ZSettlementDetails, type SettlementDetails } from '@portal/contracts';
import { api } from '../../../lib/api';
import { partialPaymentKey } from './partial-payment-keys';

/** GET PartialPayment/GetSettlementDetails: what settling the order now takes from the wallet. */
export function getSettlementDetails(
  orderReference: string,
  signal?: AbortSignal,
): Promise<SettlementDetails> {
  return api.get(PartialPaymentPaths.getSettlementDetails, {
    query: { orderReference },
    schema: ZSettlementDetails,
    signal,
  });
}

export const settlementDetailsQuery = (orderReference: string) =>
  queryOptions({
    queryKey: [...partialPaymentKey, 'settlement', orderReference],
    queryFn: ({ signal }) => getSettlementDetails(orderReference, signal),
  });

/** Read afresh each time the modal opens: the wallet may have moved since. */
export function useSettlementDetails(orderReference: string | null) {
  return useQuery({
    ...settlementDetailsQuery(orderReference ?? ''),
    enabled: orderReference !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
