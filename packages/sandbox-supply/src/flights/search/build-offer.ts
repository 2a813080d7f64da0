import type { PassengerType, StopKey } from '@portal/contracts';
import type { BrandSpec } from '../fares/brand-families';
import { baggage, feeUnit, penalties, ruleSections } from '../fares/conditions';
import type { BrandFare, JourneyFare, PricingContext } from '../fares/price-journey';
import { CHILD_SHARE, INFANT_SHARE, SPECIAL_RETURN_SHARE } from '../fares/reference-fare';
import { journeyTaxes } from '../fares/taxes';
import type { SupplyBrand, SupplyJourney, SupplyOffer, SupplyPaxPrice, SupplyQuery } from '../types';
import { IdHasher } from '../util/hash';
import { perLeg, type BrandConditions, type MinorTaxes, type OfferCaches } from './offer-caches';

export interface OfferContext extends PricingContext {
  query: SupplyQuery;
  passengerTypes: { type: PassengerType; count: number }[];
  /** Taka to minor units of the point-of-sale currency. */
  toMinor: (taka: number) => number;
  /** Advance income tax on the gross, basis points: a Bangladeshi point of sale only. */
  aitBps: number;
  caches: OfferCaches;
  holdMinutes: (airline: number) => number | null;
  /** What besides the flights identifies an offer: seed, source, cabin, passenger mix, fare type. */
  offerIdPrefix: number[];
  /** Brand conditions of this search by validating airline, fee unit and piece concept. */
  conditionsByKey: Map<number, BrandConditions[]>;
}

const paxTypes: PassengerType[] = ['ADT', 'CHD', 'INF'];

function taxKey(ctx: OfferContext, fare: JourneyFare): string {
  const { net } = ctx;
  const routes = fare.option.path.routes;
  const origin = net.routes[routes[0]!]!.origin;
  const dest = net.routes[routes[routes.length - 1]!]!.dest;
  const key = `${origin}:${dest}:${fare.option.path.validating}`;
  if (!ctx.caches.taxes.has(key)) {
    ctx.caches.taxes.set(
      key,
      journeyTaxes(
        net.airports[origin]!.countryCode,
        net.airports[dest]!.countryCode,
        net.distance[origin * net.airports.length + dest]!,
        net.airlines[fare.option.path.validating]!.lowCost,
      ),
    );
  }
  return key;
}

/** Tax lines of all journeys in minor units, the same code summed over journeys. */
function minorTaxes(ctx: OfferContext, fares: JourneyFare[]): MinorTaxes {
  const keys = fares.map((fare) => taxKey(ctx, fare));
  const key = keys.join('/');
  let cached = ctx.caches.minorTaxes.get(key);
  if (!cached) {
    const lines: MinorTaxes['lines'] = { ADT: [], CHD: [], INF: [] };
    const totals: MinorTaxes['totals'] = { ADT: 0, CHD: 0, INF: 0 };
    for (const type of paxTypes) {
      const taka = new Map<string, { code: string; name: string; amount: number }>();
      for (const k of keys) {
        for (const line of ctx.caches.taxes.get(k)![type]) {
          const existing = taka.get(line.code);
          if (existing) existing.amount += line.amount;
          else taka.set(line.code, { ...line });
        }
      }
      for (const line of taka.values()) {
        const amount = ctx.toMinor(line.amount);
        lines[type].push({ code: line.code, name: line.name, amount });
        totals[type] += amount;
      }
    }
    cached = { lines, totals };
    ctx.caches.minorTaxes.set(key, cached);
  }
  return cached;
}

function conditionsOf(
  ctx: OfferContext,
  prefix: string,
  spec: BrandSpec,
  unit: number,
  pieces: boolean,
  airlineName: string,
  web: boolean,
): BrandConditions {
  const key = `${prefix}|${spec.code}`;
  let cached = ctx.caches.conditions.get(key);
  if (!cached) {
    const types = ctx.passengerTypes.map((p) => p.type);
    const bags = baggage(spec, pieces, ctx.fareType);
    cached = {
      cancellation: penalties(spec.refundFee, unit, types, ctx.toMinor, spec.refundFee !== 0),
      dateChange: penalties(spec.changeFee, unit, types, ctx.toMinor, spec.changeFee !== 0),
      baggage: bags.adult,
      infantBaggage: bags.infant,
      ruleSections: ruleSections(airlineName, spec, ctx.cabin, web),
    };
    ctx.caches.conditions.set(key, cached);
  }
  return cached;
}

function classesOf(ctx: OfferContext, fare: JourneyFare, brand: BrandFare): string[] {
  brand.classes ??= perLeg(ctx.caches, brand.rbds, '');
  return brand.classes;
}

function basisOf(ctx: OfferContext, fare: JourneyFare, brand: BrandFare): string[] {
  if (!brand.basis) {
    const country = ctx.net.airports[ctx.net.routes[fare.option.path.routes[0]!]!.origin]!.countryCode;
    brand.basis = perLeg(ctx.caches, brand.rbds, `${brand.brand.tag}${country}`);
  }
  return brand.basis;
}

/** One-way offers: the per-journey lists wrapped once per brand fare and shared. */
function singleJourney(brand: BrandFare, what: 'classes' | 'basis', make: () => string[]): string[][] {
  const nested = (brand.nested ??= {});
  nested[what] ??= [make()];
  return nested[what];
}

function journeyOf(ctx: OfferContext, fare: JourneyFare, brandIndex: number): SupplyJourney {
  const { option } = fare;
  const legs = option.flights.map((id) => ctx.schedule.leg(id));
  const brand = fare.brands[brandIndex]!;
  const layovers = [];
  for (let i = 1; i < legs.length; i++) {
    const minutes =
      ctx.schedule.departureOf(option.flights[i]!) - ctx.schedule.arrivalOf(option.flights[i - 1]!);
    layovers.push({ airportCode: legs[i]!.origin, minutes });
  }
  return {
    legs,
    bookingClasses: classesOf(ctx, fare, brand),
    fareBasis: basisOf(ctx, fare, brand),
    stopKey: String(Math.min(2, legs.length - 1)) as StopKey,
    layovers,
    durationMinutes: option.arr - option.dep,
  };
}

function firstCommonBrand(fares: JourneyFare[]): number {
  const count = fares[0]!.brands.length;
  for (let k = 0; k < count; k++) if (fares.every((f) => f.brands[k] !== undefined)) return k;
  return -1;
}

/** One passenger's base fare over all journeys at brand `k`, minor units. */
function baseFareOf(
  ctx: OfferContext,
  fares: JourneyFare[],
  k: number,
  share: number,
  type: PassengerType,
): number {
  let baseTaka = 0;
  for (const fare of fares) {
    const adult = Math.round(fare.brands[k]!.adultBase * share);
    baseTaka += type === 'ADT' ? adult : Math.round(adult * (type === 'CHD' ? CHILD_SHARE : INFANT_SHARE));
  }
  return ctx.toMinor(baseTaka);
}

/**
 * The headline total gross of the offer buildOffer would make from these fares, or undefined when it would make
 * none: cheap enough to rank thousands of combinations before building only those that can be shown.
 */
export function headlineGross(
  ctx: OfferContext,
  fares: JourneyFare[],
  specialReturn: boolean,
): number | undefined {
  const k = firstCommonBrand(fares);
  if (k < 0) return undefined;
  const share = specialReturn ? SPECIAL_RETURN_SHARE : 1;
  const taxes = minorTaxes(ctx, fares);
  let total = 0;
  for (const { type, count } of ctx.passengerTypes)
    total += (baseFareOf(ctx, fares, k, share, type) + taxes.totals[type]) * count;
  return total;
}

/** One offer from one fare per journey (all of the same validating airline), or undefined when no brand fits all. */
export function buildOffer(
  ctx: OfferContext,
  fares: JourneyFare[],
  specialReturn: boolean,
): SupplyOffer | undefined {
  const { net } = ctx;
  const validating = fares[0]!.option.path.validating;
  const airline = net.airlines[validating]!;
  const commissionBps = airline.spec.commissionBps ?? (airline.lowCost ? 0 : 300);
  const web = ctx.source === 'LCC' || (ctx.source === 'NDC' && airline.spec.ndcWebOnly === true);
  const share = specialReturn ? SPECIAL_RETURN_SHARE : 1;
  const taxes = minorTaxes(ctx, fares);
  let domestic = true;
  let pieces = false;
  let longest = 0;
  for (const fare of fares) {
    for (const r of fare.option.path.routes) {
      const route = net.routes[r]!;
      domestic &&= route.domestic;
      longest = Math.max(longest, route.km);
      const a = net.airports[route.origin]!.region;
      const b = net.airports[route.dest]!.region;
      pieces ||= a === 'NA' || a === 'LA' || b === 'NA' || b === 'LA';
    }
  }
  const unit = feeUnit(longest, domestic, ctx.cabin);
  const conditionsKey = (validating * 100_000 + unit) * 2 + (pieces ? 1 : 0);
  let brandConditions = ctx.conditionsByKey.get(conditionsKey);
  if (!brandConditions) {
    brandConditions = [];
    ctx.conditionsByKey.set(conditionsKey, brandConditions);
  }
  const brands: SupplyBrand[] = [];
  const brandCount = fares[0]!.brands.length;
  for (let k = 0; k < brandCount; k++) {
    if (!fares.every((f) => f.brands[k] !== undefined)) continue;
    const spec = fares[0]!.brands[k]!.brand;
    const prices: SupplyPaxPrice[] = [];
    let totalGross = 0;
    let totalAgent = 0;
    for (const { type, count } of ctx.passengerTypes) {
      const baseFare = baseFareOf(ctx, fares, k, share, type);
      const gross = baseFare + taxes.totals[type];
      // Commission on the base fare in minor units, rounded once: what the API recomputes for display.
      const commission = Math.round((baseFare * commissionBps) / 10_000);
      const ait = Math.round((gross * ctx.aitBps) / 10_000 / 100) * 100;
      const agent = gross - commission + ait;
      prices.push({ passengerType: type, count, baseFare, taxLines: taxes.lines[type], gross, agent });
      totalGross += gross * count;
      totalAgent += agent * count;
    }
    let conditions = brandConditions[k];
    if (!conditions) {
      const prefix = `${validating}|${ctx.cabin}|${unit}|${pieces}|${ctx.fareType}|${web}|${ctx.passengerTypes.map((p) => p.type).join('')}`;
      conditions = conditionsOf(ctx, prefix, spec, unit, pieces, airline.name, web);
      brandConditions[k] = conditions;
    }
    let seats = Number.MAX_SAFE_INTEGER;
    for (const fare of fares) seats = Math.min(seats, fare.brands[k]!.seats);
    brands.push({
      brandCode: spec.code,
      name: spec.name,
      cabin: ctx.cabin,
      bookingClasses:
        fares.length === 1
          ? singleJourney(fares[0]!.brands[k]!, 'classes', () =>
              classesOf(ctx, fares[0]!, fares[0]!.brands[k]!),
            )
          : fares.map((f) => classesOf(ctx, f, f.brands[k]!)),
      fareBasis:
        fares.length === 1
          ? singleJourney(fares[0]!.brands[k]!, 'basis', () => basisOf(ctx, fares[0]!, fares[0]!.brands[k]!))
          : fares.map((f) => basisOf(ctx, f, f.brands[k]!)),
      prices,
      totalGross,
      totalAgent,
      refundable: spec.refundFee !== null,
      changeable: spec.changeFee !== null,
      baggage: conditions.baggage,
      childBaggage: conditions.baggage,
      infantBaggage: conditions.infantBaggage,
      meal: spec.meal,
      seatSelection: spec.seat,
      cancellation: conditions.cancellation,
      dateChange: conditions.dateChange,
      seatsRemaining: seats,
      ruleSections: conditions.ruleSections,
    });
  }
  if (brands.length === 0) return undefined;
  const headlineIndex = firstCommonBrand(fares);
  const journeys = fares.map((fare) => {
    if (fare.journey?.brandIndex !== headlineIndex)
      fare.journey = { brandIndex: headlineIndex, journey: journeyOf(ctx, fare, headlineIndex) };
    return fare.journey.journey;
  });
  const hasher = new IdHasher();
  for (const value of ctx.offerIdPrefix) hasher.add(value);
  for (const fare of fares) {
    for (const flight of fare.option.flights) hasher.add(flight);
    hasher.add(-1);
  }
  const offerId = hasher.add(specialReturn ? 1 : 0).id();
  return {
    offerId,
    source: ctx.source,
    validatingAirline: airline.code,
    fareKind: web ? 'Web' : 'OnHold',
    specialReturn,
    journeys,
    brands,
    commissionBps,
    holdMinutes: web ? null : ctx.holdMinutes(validating),
  };
}
