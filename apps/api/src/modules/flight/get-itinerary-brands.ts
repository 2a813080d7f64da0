import type { Brand, ItineraryBrands, Money, PriceVisibility } from '@portal/contracts';
import type { SupplyPenalty } from '@portal/sandbox-supply';
import { loadItinerary } from './find-itinerary';
import type { SearchOwner } from './load-search';
import { agentPriceParts, brandItineraryId } from './map-offer';
import { visibleBrand } from './price-visibility';
import type { SearchStore } from './search-store';

/** The fee an adult pays well before departure; null when not permitted. */
function earlyFee(penalties: readonly SupplyPenalty[], currency: string): Money | null {
  const penalty = penalties.find(
    (entry) => entry.passengerType === 'ADT' && entry.window === 'MoreThan72Hours',
  );
  return penalty && penalty.amount !== null ? { amount: penalty.amount, currency } : null;
}

/** GET Search/ItineraryBrandDetails: the fare families of the itinerary's flights, cheapest first. */
export async function getItineraryBrands(options: {
  store: SearchStore;
  owner: SearchOwner;
  visibility: PriceVisibility;
  requestId: string;
  itineraryId: string;
  now: Date;
}): Promise<ItineraryBrands> {
  const { offer, summary } = await loadItinerary(options);
  const currency = summary.grossAmount.currency;
  const money = (amount: number): Money => ({ amount, currency });
  const brands = offer.brands.map((brand, index): Brand => ({
    itineraryId: brandItineraryId(offer, index),
    name: brand.name,
    cabin: brand.cabin,
    bookingClasses: brand.bookingClasses,
    ...agentPriceParts(brand, offer.commissionBps, money),
    refundable: brand.refundable,
    changeable: brand.changeable,
    baggage: brand.baggage,
    meal: brand.meal,
    seatSelection: brand.seatSelection,
    changeFee: brand.changeable ? earlyFee(brand.dateChange, currency) : null,
    refundFee: brand.refundable ? earlyFee(brand.cancellation, currency) : null,
    seatsRemaining: brand.seatsRemaining,
  }));
  return { brands: brands.map((brand) => visibleBrand(brand, options.visibility)) };
}
