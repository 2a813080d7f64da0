import type { PassengerType } from '@portal/contracts';
import { priceJourney, type JourneyFare } from '../fares/price-journey';
import type { SupplyOffer } from '../types';
import { dayNumber } from '../util/dates';
import { buildOffer, type OfferContext } from './build-offer';
import { cheapestCombinations } from './combine-fares';
import type { JourneyFinder } from './find-journeys';
import { SOURCE_GDS, SOURCE_LCC, SOURCE_NDC } from './route-paths';

/** Real GDSs cap a low-fare search; so do we. */
export const MAX_OFFERS_PER_SOURCE = 1500;

const sourceBit = { GDS: SOURCE_GDS, NDC: SOURCE_NDC, LCC: SOURCE_LCC } as const;

export function passengerMix(
  adults: number,
  children: number,
  infants: number,
): { type: PassengerType; count: number }[] {
  const mix: { type: PassengerType; count: number }[] = [{ type: 'ADT', count: adults }];
  if (children > 0) mix.push({ type: 'CHD', count: children });
  if (infants > 0) mix.push({ type: 'INF', count: infants });
  return mix;
}

interface Ranked {
  offer: SupplyOffer;
  gross: number;
  dep: number;
}

/** Cheapest first, then earliest departure, then id: a total order, so results never depend on input order. */
function rank(ranked: Ranked[]): SupplyOffer[] {
  ranked.sort((a, b) => a.gross - b.gross || a.dep - b.dep || compareText(a.offer.offerId, b.offer.offerId));
  return ranked.map((r) => r.offer);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every fare of one source for each journey of the query, cheapest first. */
export function journeyFares(ctx: OfferContext, finder: JourneyFinder): JourneyFare[][] {
  const { net, query } = ctx;
  const bit = sourceBit[ctx.source];
  const preferred = new Set(
    query.preferredAirlines.map((code) => net.airlineByCode.get(code)).filter((i) => i !== undefined),
  );
  return query.journeys.map((journey) => {
    const origin = net.airportByCode.get(journey.origin);
    const dest = net.airportByCode.get(journey.destination);
    if (origin === undefined || dest === undefined || origin === dest) return [];
    const dayNum = dayNumber(journey.date);
    if (!Number.isFinite(dayNum)) return [];
    const journeyCtx = { ...ctx, dayNum };
    const fares: JourneyFare[] = [];
    for (const option of finder.find(origin, dest, dayNum)) {
      const path = option.path;
      if ((path.sources & bit) === 0) continue;
      if (preferred.size > 0 && !preferred.has(path.validating)) continue;
      if (ctx.fareType !== 'Regular' && !net.airlines[path.validating]!.spec.specialFares) continue;
      const fare = priceJourney(journeyCtx, option);
      if (fare) fares.push(fare);
    }
    return fares.sort((a, b) => a.cheapest - b.cheapest || a.option.dep - b.option.dep);
  });
}

/** Whether a round trip of an airline is sold as one special return fare: domestic returns of some airlines. */
export function specialReturnOf(ctx: OfferContext): (airline: number) => boolean {
  const { net, query } = ctx;
  const domesticReturn =
    query.tripKind === 'Return' &&
    net.airports[net.airportByCode.get(query.journeys[0]!.origin)!]?.countryCode ===
      net.airports[net.airportByCode.get(query.journeys[0]!.destination)!]?.countryCode;
  return (airline) => domesticReturn && net.airlines[airline]!.spec.specialReturn === true;
}

/** The offers of one source: one per journey fare for one-way trips; per airline, combinations of the cheapest otherwise. */
export function searchSource(ctx: OfferContext, finder: JourneyFinder): SupplyOffer[] {
  const perJourney = journeyFares(ctx, finder);
  const offers: Ranked[] = [];
  if (perJourney.length === 1) {
    for (const fare of perJourney[0]!.slice(0, MAX_OFFERS_PER_SOURCE)) {
      const offer = buildOffer(ctx, [fare], false);
      if (offer) offers.push({ offer, gross: offer.brands[0]!.totalGross, dep: fare.option.dep });
    }
    return rank(offers);
  }
  if (perJourney.some((fares) => fares.length === 0)) return [];
  const combinations = cheapestCombinations(ctx, perJourney, specialReturnOf(ctx), MAX_OFFERS_PER_SOURCE);
  for (const { fares, specialReturn } of combinations) {
    const offer = buildOffer(ctx, fares, specialReturn);
    if (offer) offers.push({ offer, gross: offer.brands[0]!.totalGross, dep: fares[0]!.option.dep });
  }
  const ranked = rank(offers);
  if (ranked.length > MAX_OFFERS_PER_SOURCE) ranked.length = MAX_OFFERS_PER_SOURCE;
  return ranked;
}
