import { useMutation } from '@tanstack/react-query';
import {
  FlightBookingPaths,
  ZAirSellResponse,
  type AirSellRequestInput,
  type AirSellResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Sell/AirSell: the second reprice point, with the travellers and their extras priced. */
export function sellItinerary(request: AirSellRequestInput): Promise<AirSellResponse> {
  return api.post(FlightBookingPaths.airSell, request, { schema: ZAirSellResponse });
}

export const useSellItinerary = () => useMutation({ mutationFn: sellItinerary });
