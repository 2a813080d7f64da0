import type { FlightSupply, SourceCode, SupplyBrand, SupplyOffer } from '@portal/sandbox-supply';
import type { SoldItinerary } from '../../db/schema/flight-orders';
import { tripOf } from './booking-trip';
import { itineraryDetailsOf } from './get-itinerary-details';
import { summarizeStoredOffer } from './process-source';
import type { SourceResult } from './search-types';

/** An offer as a one-offer source result, which the search's row and detail builders read. */
export function oneOfferSource(
  offer: SupplyOffer,
  sourceCode: SourceCode,
  supply: Pick<FlightSupply, 'airline' | 'sources' | 'currency'>,
): SourceResult {
  return {
    source: sourceCode,
    sourceName: supply.sources.find((source) => source.code === sourceCode)?.name ?? offer.source,
    currency: supply.currency,
    offers: { [offer.offerId]: offer },
    kinds: {},
    alliances: { [offer.validatingAirline]: supply.airline(offer.validatingAirline)?.alliance ?? null },
    summaries: {},
    heads: [offer.offerId],
    combinations: {},
  };
}

/**
 * The itinerary of an offer as an order keeps it (every price shown: the order is the agency's own), with the trip's
 * route and first departure.
 */
export function soldItineraryOf(options: {
  offer: SupplyOffer;
  brandIndex: number;
  source: SourceResult;
  supply: Pick<FlightSupply, 'airport'>;
  now: Date;
}): { itinerary: SoldItinerary; route: string; firstDepartureAt: Date } {
  const { offer, brandIndex, source } = options;
  const brand = offer.brands[brandIndex] as SupplyBrand;
  const details = itineraryDetailsOf(
    { offer, brandIndex, summary: summarizeStoredOffer(source, offer, brandIndex), source },
    { showCommission: true, showMarkup: true, showSource: true },
    options.now,
  );
  const trip = tripOf(offer, options.supply);
  return {
    itinerary: {
      journeys: details.itinerary.journeys,
      legs: details.legs,
      fareBreakdown: details.fareBreakdown,
      brandName: brand.name,
      cabin: brand.cabin,
      refundable: brand.refundable,
    },
    route: trip.route,
    firstDepartureAt: trip.firstDepartureAt,
  };
}
