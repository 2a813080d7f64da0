import {
  FlightBookingPaths,
  ZPricedItinerary,
  type AirPriceRequest,
  type PricedItinerary,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Price/AirPrice (v2): the chosen itinerary priced again before the booking page; answers a price id. */
export function priceItinerary(request: AirPriceRequest, signal?: AbortSignal): Promise<PricedItinerary> {
  return api.post(FlightBookingPaths.airPrice, request, { schema: ZPricedItinerary, signal });
}

/** GET Price/AirGetItinerary (v2): the itinerary as last priced, so a reload does not price it again. */
export function getPricedItinerary(priceId: string, signal?: AbortSignal): Promise<PricedItinerary> {
  return api.get(FlightBookingPaths.airGetItinerary, {
    query: { priceId },
    schema: ZPricedItinerary,
    signal,
  });
}

export const pricedItineraryKey = (priceId: string) => ['flight', 'priced-itinerary', priceId] as const;
export const airPriceKey = (requestId: string, itineraryId: string) =>
  ['flight', 'air-price', requestId, itineraryId] as const;
