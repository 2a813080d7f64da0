import type { FareType, TravelClass } from '@portal/contracts';
import type { Network } from '../network/build-network';
import { FLIGHTS_PER_DAY_LIMIT, type Schedule } from '../schedule/day-schedule';
import type { JourneyOption } from '../search/find-journeys';
import type { SeatInventory, SourceCode, SupplyJourney } from '../types';
import { mix3, mix4, unit } from '../util/hash';
import { brandFamily, ndcExtraBrand, type BrandSpec } from './brand-families';
import { cabinBuckets, cabinIndex } from './buckets';
import type { LegLoads } from './leg-load';
import { fareTypeFactor, referenceFare, sourceFactor, stopFactor } from './reference-fare';

export interface BrandFare {
  brand: BrandSpec;
  /** Booking class of each leg, one letter per leg: each leg sells its own cheapest open class. */
  rbds: string;
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
  loads: LegLoads;
  /** The point of sale's day number: flights fill as their dates near it. */
  todayNum: number;
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

/**
 * A class sold through now and then has a seat or a few back (cancellations, a revenue manager's reopening), but
 * not in the last week: cheap classes carry advance-purchase rules.
 */
const RELEASE_CHANCE = 0.05;
const RELEASE_UNTIL_DAYS = 7;

/**
 * Seats a booking class of a dated flight is given before our bookings are counted: sold seats (the flight's load,
 * `sold`) take the cheapest classes first, so the cheapest open class rises as a flight fills; a class sold through
 * may have a few seats back while `releases`.
 */
export function classAllocation(
  ctx: Pick<PricingContext, 'net' | 'seed'>,
  cabin: TravelClass,
  flight: number,
  route: number,
  bucket: number,
  sold: number,
  releases: boolean,
): number {
  const capacity = ctx.net.routes[route]!.seats[cabinIndex[cabin]]!;
  const ladder = cabinBuckets[cabin];
  const spec = ladder[bucket]!;
  const from = Math.floor(capacity * spec.below);
  const to = bucket === ladder.length - 1 ? capacity : Math.floor(capacity * (spec.below + spec.share));
  let allocated = Math.max(0, Math.min(to - from, to - sold));
  if (allocated === 0 && releases && sold < capacity) {
    const u = unit(mix3(ctx.seed ^ 0xc1a55, flight, cabinIndex[cabin] * 16 + bucket));
    if (u < RELEASE_CHANCE) allocated = 1 + Math.floor((u / RELEASE_CHANCE) * 4);
  }
  return allocated;
}

/** Seats of a cabin of a dated flight already sold by the point of sale's date (its load). */
export function loadSold(
  ctx: Pick<PricingContext, 'net' | 'loads' | 'todayNum'>,
  cabin: number,
  flight: number,
  route: number,
): number {
  return Math.round(
    ctx.net.routes[route]!.seats[cabin]! * ctx.loads.soldShare(flight, route, cabin, ctx.todayNum),
  );
}

/** Whether a sold-through class of the dated flight may still have seats back: not in its last week. */
export function releasesOn(ctx: Pick<PricingContext, 'todayNum'>, flight: number): boolean {
  return Math.floor(flight / FLIGHTS_PER_DAY_LIMIT) - ctx.todayNum >= RELEASE_UNTIL_DAYS;
}

/** Seats left in a booking class on a dated flight, never negative: its allocation less the seats we sold. */
function seatsLeft(
  ctx: PricingContext,
  flight: number,
  route: number,
  bucket: number,
  sold: number,
  releases: boolean,
): number {
  const allocated = classAllocation(ctx, ctx.cabin, flight, route, bucket, sold, releases);
  if (!ctx.inventory || allocated === 0) return allocated;
  const booked = ctx.inventory.sold(ctx.schedule.leg(flight).key, cabinBuckets[ctx.cabin][bucket]!.rbd);
  return Math.max(0, allocated - booked);
}

/** Prices one journey for one source: per brand the cheapest open class of each leg, or undefined if none. */
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
  let flownKm = 0;
  for (const r of routes) flownKm += net.routes[r]!.km;
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
  const sold = routes.map((route, i) => loadSold(ctx, cabin, option.flights[i]!, route));
  const releases = routes.map((_, i) => releasesOn(ctx, option.flights[i]!));
  const brands: (BrandFare | undefined)[] = [];
  const legBucket = routes.map(() => 0);
  let previous = 0;
  for (const brand of family) {
    const minBucket = Math.min(brand.minBucket, buckets.length - 1);
    let seats = Number.MAX_SAFE_INTEGER;
    let rbds = '';
    let weightedFactor = 0;
    for (let i = 0; i < routes.length; i++) {
      let bucket = Math.max(legBucket[i]!, minBucket);
      let left = 0;
      for (; bucket < buckets.length; bucket++) {
        left = seatsLeft(ctx, option.flights[i]!, routes[i]!, bucket, sold[i]!, releases[i]!);
        if (left >= ctx.seated) break;
      }
      legBucket[i] = bucket;
      if (bucket >= buckets.length) break;
      seats = Math.min(seats, left);
      rbds += buckets[bucket]!.rbd;
      weightedFactor += net.routes[routes[i]!]!.km * buckets[bucket]!.factor;
    }
    if (rbds.length < routes.length) {
      brands.push(undefined);
      continue;
    }
    // Each leg's share of the through fare, prorated by distance, is priced at that leg's class.
    const classFactor = weightedFactor / flownKm;
    const adultBase = Math.max(previous + 100, Math.round(base * classFactor * brand.factor));
    previous = adultBase;
    brands.push({ brand, rbds, adultBase, seats: Math.min(9, seats) });
  }
  const headline = brands.find((b) => b !== undefined);
  return headline ? { option, brands, cheapest: headline.adultBase } : undefined;
}
