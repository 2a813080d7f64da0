import type { AirRuleResponse } from '@portal/contracts';
import type { SupplyBrand } from '@portal/sandbox-supply';
import { loadItinerary } from './find-itinerary';
import type { SearchOwner } from './load-search';
import type { SearchStore } from './search-store';

/** POST Rule/AirRule: the fare rules of each flight of the itinerary at its brand. */
export async function getAirRule(options: {
  store: SearchStore;
  owner: SearchOwner;
  requestId: string;
  itineraryId: string;
  now: Date;
}): Promise<AirRuleResponse> {
  const { offer, brandIndex, summary } = await loadItinerary(options);
  const brand = offer.brands[brandIndex] as SupplyBrand;
  return {
    rules: summary.journeys.map((journey, index) => ({
      origin: journey.origin,
      destination: journey.destination,
      fareBasis: brand.fareBasis[index]?.[0] ?? '',
      sections: brand.ruleSections,
    })),
  };
}
