import { ZoneClock } from '../flights/util/time-zones';
import type { BedBankRatePlan, CancellationTerms, PenaltyRule } from './types';

const clocks = new Map<string, ZoneClock>();

function clockOf(zone: string): ZoneClock {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new ZoneClock(zone);
    clocks.set(zone, clock);
  }
  return clock;
}

/** Epoch minutes of local midnight starting a local day (day number) in a zone; right across daylight saving. */
export function localMidnight(zone: string, day: number): number {
  return clockOf(zone).toUtc(day, 0);
}

export function isoOfMinutes(minutes: number): string {
  return new Date(minutes * 60_000).toISOString();
}

/**
 * The local midnights before one check-in at one hotel, as instants: a search prices thousands of rates against the
 * same few days, so each is worked out and written once per stay and zone.
 */
export class Deadlines {
  private readonly minutesByDays: number[] = [];
  private readonly isoByDays: string[] = [];

  constructor(
    readonly zone: string,
    readonly checkInDay: number,
  ) {}

  /** Epoch minutes of local midnight starting the day `daysBefore` days before check-in. */
  minutes(daysBefore: number): number {
    let minutes = this.minutesByDays[daysBefore];
    if (minutes === undefined) {
      minutes = localMidnight(this.zone, this.checkInDay - daysBefore);
      this.minutesByDays[daysBefore] = minutes;
    }
    return minutes;
  }

  iso(daysBefore: number): string {
    let iso = this.isoByDays[daysBefore];
    if (iso === undefined) {
      iso = isoOfMinutes(this.minutes(daysBefore));
      this.isoByDays[daysBefore] = iso;
    }
    return iso;
  }
}

/** The stay's amounts a penalty is worked out from, minor units. */
export interface StayAmounts {
  nightly: readonly number[];
  baseTotal: number;
  total: number;
}

/** A penalty in minor units: nights are the first nights' share of the total (taxes included), capped at it. */
export function penaltyOf(rule: PenaltyRule, amounts: StayAmounts): number {
  if (amounts.baseTotal <= 0) return 0;
  if (rule.kind === 'Percent')
    return Math.min(amounts.total, Math.round((amounts.total * rule.percent) / 100));
  const first = amounts.nightly.slice(0, rule.nights).reduce((sum, n) => sum + n, 0);
  return Math.min(amounts.total, Math.round((amounts.total * first) / amounts.baseTotal));
}

/**
 * A plan's rule as instants for one stay: free until local midnight starting the day `freeUntilDaysBefore` days
 * before check-in, each tier from local midnight of its day on. The free instant may already be past when the stay
 * is near; it is given as it is, and the caller compares it with the time. `freeDays` overrides the plan's free
 * period (a policy that moved at the price check). `deadlines` are the hotel's local midnights before check-in.
 */
export function cancellationTerms(
  plan: BedBankRatePlan,
  deadlines: Deadlines,
  amounts: StayAmounts,
  freeDays?: number,
): CancellationTerms | null {
  const rule = plan.cancellation;
  if (!plan.refundable || !rule) return null;
  const free = freeDays ?? rule.freeUntilDaysBefore;
  const tiers = rule.tiers
    .map((tier) => ({
      // A moved policy only ever lengthens the penalty period: the first tier starts when the free period ends.
      daysBefore: tier.daysBefore === rule.freeUntilDaysBefore ? free : tier.daysBefore,
      penalty: tier.penalty,
    }))
    .sort((a, b) => b.daysBefore - a.daysBefore)
    .map((tier) => ({ from: deadlines.iso(tier.daysBefore), penalty: penaltyOf(tier.penalty, amounts) }));
  return { freeUntil: deadlines.iso(free), tiers };
}
