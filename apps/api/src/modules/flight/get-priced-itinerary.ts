import type { PriceVisibility, PricedItinerary } from '@portal/contracts';
import type { FlightSupply, SupplyBrand } from '@portal/sandbox-supply';
import type { Cache } from '../../adapters/cache';
import { loadBookingSession } from './booking-session';
import type { SearchOwner } from './load-search';
import { pricedItineraryOf } from './price-itinerary';

/** GET Price/AirGetItinerary (v2): the priced itinerary as last priced, nothing changed since. */
export async function getPricedItinerary(options: {
  cache: Cache;
  supply: FlightSupply;
  owner: SearchOwner;
  visibility: PriceVisibility;
  priceId: string;
  now: Date;
}): Promise<PricedItinerary> {
  const session = await loadBookingSession(options);
  const current = session.offer.brands[session.brandIndex] as SupplyBrand;
  return pricedItineraryOf({ ...options, session, previous: current });
}
