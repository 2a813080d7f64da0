import type { JourneyFare } from '../fares/price-journey';
import type { SupplyOffer } from '../types';
import { IdHasher } from '../util/hash';
import { buildOffer, type OfferContext } from './build-offer';
import { combinePerJourney, MIN_GAP_BETWEEN_JOURNEYS } from './combine-fares';
import type { JourneyFinder } from './find-journeys';
import { journeyFares, specialReturnOf } from './search-source';

/**
 * How many of an airline's cheapest fares per journey are tried when finding a round or multi-city offer again:
 * several times what a search combines, since the offer's own fares may have become dearer (seats sold) since.
 */
const findPerJourney = (journeys: number) =>
  Math.max(4 * combinePerJourney(journeys), journeys === 2 ? 100 : 0);

interface Match {
  fares: JourneyFare[];
  specialReturn: boolean;
}

/**
 * The offer a search of this source gave under `offerId`, priced now (current seats and prices), or undefined when
 * its flights no longer sell. Offer ids hash the flights, so the fares of the query are tried until one hashes the
 * same; should two fares of the same flights match, the one a search ranks first wins, as a search keeps it.
 */
export function findOffer(
  ctx: OfferContext,
  finder: JourneyFinder,
  offerId: string,
): SupplyOffer | undefined {
  const perJourney = journeyFares(ctx, finder);
  if (perJourney.length === 0 || perJourney.some((fares) => fares.length === 0)) return undefined;
  const prefix = new IdHasher();
  for (const value of ctx.offerIdPrefix) prefix.add(value);
  const matches: Match[] = [];

  if (perJourney.length === 1) {
    for (const fare of perJourney[0]!) {
      if (hashFare(prefix.clone(), fare).add(0).id() === offerId)
        matches.push({ fares: [fare], specialReturn: false });
    }
  } else {
    const specialReturn = specialReturnOf(ctx);
    const limit = findPerJourney(perJourney.length);
    for (const [airline, lists] of faresByAirline(perJourney, limit)) {
      const flag = specialReturn(airline);
      const visit = (depth: number, hasher: IdHasher, chosen: JourneyFare[]) => {
        if (depth === lists.length) {
          if (hasher.add(flag ? 1 : 0).id() === offerId)
            matches.push({ fares: [...chosen], specialReturn: flag });
          return;
        }
        const previous = chosen[depth - 1];
        for (const fare of lists[depth]!) {
          if (previous && fare.option.dep < previous.option.arr + MIN_GAP_BETWEEN_JOURNEYS) continue;
          chosen.push(fare);
          visit(depth + 1, hashFare(hasher.clone(), fare), chosen);
          chosen.pop();
        }
      };
      visit(0, prefix, []);
    }
  }

  let best: { offer: SupplyOffer; dep: number } | undefined;
  for (const match of matches) {
    const offer = buildOffer(ctx, match.fares, match.specialReturn);
    if (!offer) continue;
    const dep = match.fares[0]!.option.dep;
    const gross = offer.brands[0]!.totalGross;
    if (
      !best ||
      gross < best.offer.brands[0]!.totalGross ||
      (gross === best.offer.brands[0]!.totalGross && dep < best.dep)
    ) {
      best = { offer, dep };
    }
  }
  return best?.offer;
}

function hashFare(hasher: IdHasher, fare: JourneyFare): IdHasher {
  for (const flight of fare.option.flights) hasher.add(flight);
  return hasher.add(-1);
}

/** Per validating airline, its cheapest `limit` fares of each journey (airlines lacking a journey left out). */
function faresByAirline(perJourney: JourneyFare[][], limit: number): Map<number, JourneyFare[][]> {
  const byAirline = new Map<number, JourneyFare[][]>();
  perJourney.forEach((fares, journey) => {
    for (const fare of fares) {
      const airline = fare.option.path.validating;
      let lists = byAirline.get(airline);
      if (!lists) {
        lists = perJourney.map(() => []);
        byAirline.set(airline, lists);
      }
      if (lists[journey]!.length < limit) lists[journey]!.push(fare);
    }
  });
  for (const [airline, lists] of byAirline)
    if (lists.some((list) => list.length === 0)) byAirline.delete(airline);
  return byAirline;
}
