import type { JourneyFare } from '../fares/price-journey';
import { headlineGross, type OfferContext } from './build-offer';

/** The next journey of a trip leaves at least this long after the previous one lands. */
export const MIN_GAP_BETWEEN_JOURNEYS = 120;

/**
 * Per validating airline and journey, how many of the cheapest fares are combined into round and multi-city
 * trips: flights now price differently, so a round trip's cheapest dozens per direction are all worth showing.
 */
export function combinePerJourney(journeys: number): number {
  if (journeys === 2) return 20;
  if (journeys === 3) return 5;
  return journeys === 4 ? 3 : 2;
}

export interface Combination {
  fares: JourneyFare[];
  specialReturn: boolean;
  gross: number;
  dep: number;
}

/**
 * Round and multi-city trips: per validating airline, one of its cheapest fares per journey, each journey leaving
 * after the one before lands. When there are more than `limit`, only those that can rank among the cheapest
 * `limit` (by headline gross, then departure; ties at the edge kept) are returned, so offers are built only for
 * what can be shown.
 */
export function cheapestCombinations(
  ctx: OfferContext,
  perJourney: JourneyFare[][],
  specialReturnOf: (airline: number) => boolean,
  limit: number,
): Combination[] {
  const perAirline = combinePerJourney(perJourney.length);
  const byAirline = new Map<number, JourneyFare[][]>();
  perJourney.forEach((fares, j) => {
    for (const fare of fares) {
      const airline = fare.option.path.validating;
      let lists = byAirline.get(airline);
      if (!lists) {
        lists = perJourney.map(() => []);
        byAirline.set(airline, lists);
      }
      const list = lists[j]!;
      if (list.length < perAirline) list.push(fare);
    }
  });
  const combinations: Combination[] = [];
  for (const airline of [...byAirline.keys()].sort((a, b) => a - b)) {
    const lists = byAirline.get(airline)!;
    if (lists.some((list) => list.length === 0)) continue;
    const specialReturn = specialReturnOf(airline);
    for (const fares of crossProduct(
      lists,
      (prev, next) => next.option.dep >= prev.option.arr + MIN_GAP_BETWEEN_JOURNEYS,
    )) {
      const gross = headlineGross(ctx, fares, specialReturn);
      if (gross !== undefined) combinations.push({ fares, specialReturn, gross, dep: fares[0]!.option.dep });
    }
  }
  if (combinations.length <= limit) return combinations;
  combinations.sort((a, b) => a.gross - b.gross || a.dep - b.dep);
  const edge = combinations[limit - 1]!;
  let end = limit;
  while (
    end < combinations.length &&
    combinations[end]!.gross === edge.gross &&
    combinations[end]!.dep === edge.dep
  )
    end++;
  return combinations.slice(0, end);
}

/** Combinations taking one item of each list, keeping only those where each item may follow the one before. */
function crossProduct<T>(lists: T[][], follows: (prev: T, next: T) => boolean): T[][] {
  let result: T[][] = [[]];
  for (const list of lists) {
    const next: T[][] = [];
    for (const prefix of result) {
      const last = prefix[prefix.length - 1];
      for (const item of list) if (last === undefined || follows(last, item)) next.push([...prefix, item]);
    }
    result = next;
  }
  return result;
}
