import { useQuery } from '@tanstack/react-query';
import { OrderPaths, ZServiceHistory, ZTravellerServices } from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderKey } from '../../../lib/order-keys';

/**
 * POST Order/GetUpdatedTravelerSSRStatus: each traveller's services as the airline has them now. Under the
 * order's key, so an issue, a cancel or an extension reads them again.
 */
export function useTravellerServices(orderReference: string) {
  return useQuery({
    queryKey: [...flightOrderKey(orderReference), 'services'],
    queryFn: ({ signal }) =>
      api.post(
        OrderPaths.getUpdatedTravelerSsrStatus,
        { orderReference },
        { schema: ZTravellerServices, signal },
      ),
  });
}

/** POST Order/AirSSRHistory: read only while the services history panel is open, afresh each time. */
export function useServiceHistory(orderReference: string, enabled: boolean) {
  return useQuery({
    queryKey: [...flightOrderKey(orderReference), 'services-history'],
    queryFn: ({ signal }) =>
      api.post(OrderPaths.airSsrHistory, { orderReference }, { schema: ZServiceHistory, signal }),
    enabled,
    staleTime: 0,
  });
}
