import type {
  FareBreakdown,
  ItineraryDetails,
  Money,
  PassengerType,
  Penalty,
  PriceVisibility,
} from '@portal/contracts';
import type { SupplyBrand, SupplyPenalty } from '@portal/sandbox-supply';
import { loadItinerary, type FoundItinerary } from './find-itinerary';
import type { SearchOwner } from './load-search';
import { visibleSummary } from './price-visibility';
import { legsOf } from './result-legs';
import type { SearchStore } from './search-store';

export const penaltiesOf = (penalties: readonly SupplyPenalty[], currency: string): Penalty[] =>
  penalties.map((penalty) => ({
    window: penalty.window,
    passengerType: penalty.passengerType,
    amount: penalty.amount === null ? null : { amount: penalty.amount, currency },
  }));

function fareBreakdownOf(brand: SupplyBrand, currency: string, showAgent: boolean): FareBreakdown[] {
  const money = (amount: number): Money => ({ amount, currency });
  return brand.prices.map((price) => {
    const taxes = price.taxLines.reduce((total, line) => total + line.amount, 0);
    return {
      passengerType: price.passengerType,
      count: price.count,
      baseFare: money(price.baseFare),
      taxes: money(taxes),
      taxLines: price.taxLines.map((line) => ({
        code: line.code,
        name: line.name,
        amount: money(line.amount),
      })),
      grossPerPassenger: money(price.gross),
      agentPerPassenger: showAgent ? money(price.agent) : null,
      totalGross: money(price.gross * price.count),
      totalAgent: showAgent ? money(price.agent * price.count) : null,
    };
  });
}

const allowanceFor = (brand: SupplyBrand, type: PassengerType) =>
  type === 'CHD' ? brand.childBaggage : type === 'INF' ? brand.infantBaggage : brand.baggage;

/** Everything the details panels show of one itinerary at its brand, as the caller may see it. */
export function itineraryDetailsOf(
  found: Pick<FoundItinerary, 'offer' | 'brandIndex' | 'summary' | 'source'>,
  visibility: PriceVisibility,
  now: Date,
): ItineraryDetails {
  const { offer, brandIndex, summary, source } = found;
  const brand = offer.brands[brandIndex] as SupplyBrand;
  const currency = summary.grossAmount.currency;
  const passengerTypes = brand.prices.map((price) => price.passengerType);
  return {
    itinerary: visibleSummary(summary, visibility),
    legs: legsOf([summary], [source]),
    fareBasis: brand.fareBasis,
    fareBreakdown: fareBreakdownOf(brand, currency, visibility.showCommission),
    baggage: offer.journeys.flatMap((journey) =>
      journey.legs.flatMap((leg) =>
        passengerTypes.map((passengerType) => ({
          legKey: leg.key,
          passengerType,
          allowance: allowanceFor(brand, passengerType),
        })),
      ),
    ),
    cancellation: penaltiesOf(brand.cancellation, currency),
    dateChange: penaltiesOf(brand.dateChange, currency),
    holdUntil:
      offer.fareKind === 'OnHold' && offer.holdMinutes !== null
        ? new Date(now.getTime() + offer.holdMinutes * 60_000).toISOString()
        : null,
  };
}

/** GET Search/GetAirSearchItinerary: everything the details panels show of one itinerary at its brand. */
export async function getItineraryDetails(options: {
  store: SearchStore;
  owner: SearchOwner;
  visibility: PriceVisibility;
  requestId: string;
  itineraryId: string;
  now: Date;
}): Promise<ItineraryDetails> {
  return itineraryDetailsOf(await loadItinerary(options), options.visibility, options.now);
}
