import type { FareType, TravelClass } from '@portal/contracts';
import type { Network } from '../network/build-network';
import type { Schedule } from '../schedule/day-schedule';
import type { JourneyOption } from '../search/find-journeys';
import type { SeatInventory, SourceCode, SupplyJourney } from '../types';
import { mix3, mix4, unit } from '../util/hash';
import { brandFamily, ndcExtraBrand, type BrandSpec } from './brand-families';
import { cabinBuckets, cabinIndex } from './buckets';
import { fareTypeFactor, referenceFare, sourceFactor, stopFactor } from './reference-fare';

export interface BrandFare {
  brand: BrandSpec;
  bucket: number;
  rbd: string;
  /** Adult base fare, taka. */
  adultBase: number;
  seats: number;
  /** Booking class and fare basis per leg, made when an offer first shows them. */
  classes?: string[];
  basis?: string[];
  nested?: { classes?: string[][]; basis?: string[][] };
}

export interface JourneyFare {
  option: JourneyOption;
  brands: (BrandFare | undefined)[];
  /** Headline (first brand) adult base, taka. */
  cheapest: number;
  /** The journey as offers show it, shared by the offers combining this fare. */
  journey?: { brandIndex: number; journey: SupplyJourney };
}

export interface PricingContext {
  net: Network;
  schedule: Schedule;
  seed: number;
  inventory: SeatInventory | undefined;
  source: SourceCode;
  cabin: TravelClass;
  fareType: FareType;
  seated: number;
  dayNum: number;
}

export function familyFor(
  ctx: Pick<PricingContext, 'net' | 'source' | 'cabin'>,
  airline: number,
): BrandSpec[] {
  const family = brandFamily(ctx.net.airlines[airline]!.spec.brands, ctx.cabin);
  return ctx.source === 'NDC' && ctx.cabin === 'Economy' ? [...family, ndcExtraBrand] : family;
}

const familyCache = new WeakMap<PricingContext, Map<number, BrandSpec[]>>();

function cachedFamily(ctx: PricingContext, airline: number): BrandSpec[] {
  let byAirline = familyCache.get(ctx);
  if (!byAirline) {
    byAirline = new Map();
    familyCache.set(ctx, byAirline);
  }
  let family = byAirline.get(airline);
  if (!family) {
    family = familyFor(ctx, airline);
    byAirline.set(airline, family);
  }
  return family;
}

/** Seats left in a booking class on a dated flight: the seed's allocation minus what was sold, never negative. */
function seatsLeft(ctx: PricingContext, flight: number, route: number, bucket: number): number {
  const cabin = cabinIndex[ctx.cabin];
  const capacity = ctx.net.routes[route]!.seats[cabin]!;
  const spec = cabinBuckets[ctx.cabin][bucket]!;
  const u = unit(mix3(ctx.seed ^ 0x5eed, flight, cabin * 16 + bucket));
  // Some classes are already sold out when a flight is searched, the cheap ones most often.
  const closing = 0.55 * (1 - bucket / (cabinBuckets[ctx.cabin].length - 1 || 1));
  const allocated = Math.max(0, Math.floor(capacity * spec.share * (1.4 * u - closing)));
  if (!ctx.inventory || allocated === 0) return allocated;
  const sold = ctx.inventory.sold(ctx.schedule.leg(flight).key, spec.rbd);
  return Math.max(0, allocated - sold);
}

/** Prices one journey for one source: per brand the cheapest open class on every leg, or undefined if none. */
export function priceJourney(ctx: PricingContext, option: JourneyOption): JourneyFare | undefined {
  const { net } = ctx;
  const cabin = cabinIndex[ctx.cabin];
  const routes = option.path.routes;
  for (const r of routes) if (net.routes[r]!.seats[cabin] === 0) return undefined;
  const first = net.routes[routes[0]!]!;
  const last = net.routes[routes[routes.length - 1]!]!;
  const validating = option.path.validating;
  const airline = net.airlines[validating]!;
  const n = net.airports.length;
  const odKm = net.distance[first.origin * n + last.dest]!;
  const domestic = net.airports[first.origin]!.countryCode === net.airports[last.dest]!.countryCode;
  const dayFactor =
    0.9 + 0.25 * unit(mix4(ctx.seed, ctx.dayNum, first.origin * 1024 + last.dest, validating));
  const base =
    referenceFare(odKm, domestic) *
    (airline.spec.fareLevel ?? 1) *
    stopFactor[routes.length - 1]! *
    sourceFactor[ctx.source] *
    fareTypeFactor[ctx.fareType] *
    dayFactor;
  const buckets = cabinBuckets[ctx.cabin];
  const family = cachedFamily(ctx, validating);
  const brands: (BrandFare | undefined)[] = [];
  let bucket = 0;
  let previous = 0;
  for (const brand of family) {
    bucket = Math.max(bucket, Math.min(brand.minBucket, buckets.length - 1));
    let seats = 0;
    for (; bucket < buckets.length; bucket++) {
      seats = Number.MAX_SAFE_INTEGER;
      for (let i = 0; i < routes.length && seats >= ctx.seated; i++) {
        seats = Math.min(seats, seatsLeft(ctx, option.flights[i]!, routes[i]!, bucket));
      }
      if (seats >= ctx.seated) break;
    }
    if (bucket >= buckets.length) {
      brands.push(undefined);
      continue;
    }
    const adultBase = Math.max(previous + 100, Math.round(base * buckets[bucket]!.factor * brand.factor));
    previous = adultBase;
    brands.push({ brand, bucket, rbd: buckets[bucket]!.rbd, adultBase, seats: Math.min(9, seats) });
  }
  const headline = brands.find((b) => b !== undefined);
  return headline ? { option, brands, cheapest: headline.adultBase } : undefined;
}
