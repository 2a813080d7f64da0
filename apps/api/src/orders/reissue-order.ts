import type { FlightSupply, SupplyOffer } from '@portal/sandbox-supply';
import type { Db } from '../db/client';
import type { SoldItinerary } from '../db/schema/flight-orders';
import { oneOfferSource, soldItineraryOf } from '../modules/flight/sold-itinerary';
import { updateOrder, type FlightOrderRow } from './flight-order.repository';

/**
 * A ticketed order's trip after its tickets were reissued: the offer the new tickets stand on, its itinerary in the
 * shapes the order pages read, its route and first departure. What the issue charged stays as it was: the exchange's
 * money is its request's own posting.
 */
export async function storeReissuedTrip(
  tx: Db,
  options: {
    order: FlightOrderRow;
    offer: SupplyOffer;
    brandIndex: number;
    supply: Pick<FlightSupply, 'airport' | 'airline' | 'sources' | 'currency'>;
    now: Date;
  },
): Promise<SoldItinerary> {
  const { order, offer, brandIndex, now } = options;
  const sold = soldItineraryOf({
    offer,
    brandIndex,
    source: oneOfferSource(offer, order.source, options.supply),
    supply: options.supply,
    now,
  });
  await updateOrder(tx, order, {
    offer,
    brandIndex,
    brandCode: offer.brands[brandIndex]?.brandCode ?? order.brandCode,
    itinerary: sold.itinerary,
    route: sold.route,
    firstDepartureAt: sold.firstDepartureAt,
    updatedAt: now,
  });
  return sold.itinerary;
}
