import type { ItineraryDetails, ItinerarySummary, Timing } from '@portal/contracts';
import type { FlightSupply, SourceCode, SupplyOffer } from '@portal/sandbox-supply';
import type { PermissionSubject } from '../lib/permission';
import { itineraryDetailsOf } from '../modules/flight/get-itinerary-details';
import { timingOf } from '../modules/flight/map-offer';
import { priceVisibilityOf } from '../modules/flight/price-visibility';
import { summarizeStoredOffer } from '../modules/flight/process-source';
import { oneOfferSource } from '../modules/flight/sold-itinerary';

type Supply = Pick<FlightSupply, 'airline' | 'sources' | 'currency'>;

/**
 * An offer found outside a search (an exchange's replacement flights) in the shapes the search pages read: its row at
 * one brand, and its details panels as a viewer may see them.
 */
export function offerSummary(
  offer: SupplyOffer,
  brandIndex: number,
  sourceCode: SourceCode,
  supply: Supply,
): ItinerarySummary {
  return summarizeStoredOffer(oneOfferSource(offer, sourceCode, supply), offer, brandIndex);
}

export function offerDetails(options: {
  offer: SupplyOffer;
  brandIndex: number;
  sourceCode: SourceCode;
  supply: Supply;
  viewer: PermissionSubject;
  now: Date;
}): ItineraryDetails {
  const { offer, brandIndex } = options;
  const source = oneOfferSource(offer, options.sourceCode, options.supply);
  return itineraryDetailsOf(
    { offer, brandIndex, summary: summarizeStoredOffer(source, offer, brandIndex), source },
    priceVisibilityOf(options.viewer),
    options.now,
  );
}

/** The timing band (early morning, morning...) a local departure falls in. */
export const departureTiming = (localTime: string): Timing => timingOf(localTime);
