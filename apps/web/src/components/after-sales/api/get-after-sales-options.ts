import { queryOptions, useQuery } from '@tanstack/react-query';
import { VoidPaths, ZAfterSalesOptions, type AfterSalesOptions } from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderKey } from '../../../lib/order-keys';

/**
 * POST Void/AirGetOrderRequest: an order's tickets, what the user may do to each now (void, refund, exchange) and
 * why not when not, the void window and the order's open request. Every kind's controller answers the same.
 */
export function getAfterSalesOptions(
  orderReference: string,
  signal?: AbortSignal,
): Promise<AfterSalesOptions> {
  return api.post(VoidPaths.airGetOrderRequest, { orderReference }, { schema: ZAfterSalesOptions, signal });
}

/** Under the order's key, so whatever changes the order (an issue, a void) reads its tickets again too. */
export const afterSalesOptionsQuery = (orderReference: string) =>
  queryOptions({
    queryKey: [...flightOrderKey(orderReference), 'after-sales-options'],
    queryFn: ({ signal }) => getAfterSalesOptions(orderReference, signal),
  });

export function useAfterSalesOptions(orderReference: string | null, enabled = true) {
  return useQuery({
    ...afterSalesOptionsQuery(orderReference ?? ''),
    enabled: enabled && orderReference !== null,
  });
}
