import type { ExchangeOption, FlightLeg } from '@portal/contracts';
import type { FlightSupply, SupplyBrand } from '@portal/sandbox-supply';
import { offerSummary } from '../../orders/offer-views';
import type { StoredExchangeOption } from './exchange-store';

export type OptionSupply = Pick<FlightSupply, 'airline' | 'sources' | 'currency'>;

/** An option as the search result rows show it. */
export function exchangeOptionView(
  option: StoredExchangeOption,
  supply: OptionSupply,
  currency: string,
): ExchangeOption {
  const { offer, brandIndex } = option;
  const brand = offer.brands[brandIndex] as SupplyBrand;
  const summary = offerSummary(offer, brandIndex, option.reference.source, supply);
  return {
    optionId: option.optionId,
    validatingAirline: offer.validatingAirline,
    fareType: offer.fareKind,
    brandCode: brand.brandCode,
    brandName: brand.name,
    cabin: brand.cabin,
    refundable: brand.refundable,
    changeable: brand.changeable,
    seatsRemaining: brand.seatsRemaining,
    changedJourneys: option.changedJourneys,
    journeys: summary.journeys,
    stopKey: summary.stopKey,
    durationMinutes: summary.duration,
    newFare: { amount: brand.totalGross, currency },
    total: { amount: option.total, currency },
  };
}

/** The flights of some options, by key, sent once however many options share them. */
export function optionLegs(options: StoredExchangeOption[]): Record<string, FlightLeg> {
  const legs: Record<string, FlightLeg> = {};
  for (const option of options) {
    for (const journey of option.offer.journeys) for (const leg of journey.legs) legs[leg.key] ??= leg;
  }
  return legs;
}
