import type { Network } from '../network/build-network';
import { FLIGHTS_PER_DAY_LIMIT, type Schedule } from '../schedule/day-schedule';
import { mix, mix3, unit } from '../util/hash';
import { weekday } from '../util/dates';

/** The load factor an average flight departs with. */
const AVERAGE_FINAL_LOAD = 0.86;

/** Departure hour (local) against the average: morning and evening banks sell first, the small hours last. */
const hourDemand = [
  0.86, 0.84, 0.84, 0.86, 0.88, 0.92, 1.0, 1.1, 1.14, 1.12, 1.04, 0.98, 0.96, 0.96, 0.98, 1.0, 1.06, 1.12,
  1.14, 1.12, 1.06, 1.0, 0.96, 0.9,
];

/** Weekday (Monday 0) against the average: the days around the Bangladeshi weekend (Friday, Saturday) are busiest. */
const weekdayDemand = [1.0, 0.92, 0.93, 1.07, 1.1, 0.97, 1.06];

/**
 * Days before departure at which half of a flight's final load has booked, from the earliest-booking flights
 * (groups, holidays) to the latest (business traffic). The share booked `d` days out is 1 / (1 + (d / half)²):
 * nearly all in the last days, under a tenth 250 days out.
 */
const HALF_BOOKED_DAYS = { earliest: 22, latest: 70 } as const;

/** Route demand against the average: a seeded spread, lifted where Bangladesh's workers and families travel. */
function routeDemand(net: Network, seed: number, route: number): number {
  const rec = net.routes[route]!;
  const from = net.airports[rec.origin]!.region;
  const to = net.airports[rec.dest]!.region;
  const bangladesh = from === 'BD' || to === 'BD';
  const market = !bangladesh ? 1 : from === to ? 1.04 : from === 'ME' || to === 'ME' ? 1.08 : 1.02;
  return market * (0.9 + 0.2 * unit(mix(seed ^ 0x10ad, route)));
}

/**
 * How full each dated flight already is when it is searched. Real inventories differ flight by flight: popular
 * departure times and days fill first, and every flight fills as its date nears, so the cheap booking classes of
 * some flights are gone while a flight an hour later still sells them. The load is a pure function of the seed,
 * the dated flight (its id stands for its leg key) and the days left, so searches stay deterministic.
 */
export class LegLoads {
  private readonly demand: Float32Array;

  constructor(
    net: Network,
    private readonly schedule: Schedule,
    private readonly seed: number,
  ) {
    this.demand = Float32Array.from(net.routes, (_, route) => routeDemand(net, seed, route));
  }

  /**
   * Share (0–1) of a cabin of a dated flight sold by `todayNum` (the point of sale's day number): the load it will
   * depart with (route, hour, weekday and the flight's own luck) times the share booked so many days out.
   */
  soldShare(flight: number, route: number, cabin: number, todayNum: number): number {
    const dayNum = Math.floor(flight / FLIGHTS_PER_DAY_LIMIT);
    const day = this.schedule.day(dayNum);
    const hour = Math.floor(day.template.depLocal[flight - dayNum * FLIGHTS_PER_DAY_LIMIT]! / 60);
    const luck = mix3(this.seed ^ 0x5eed, flight, cabin);
    const final = Math.min(
      1,
      AVERAGE_FINAL_LOAD *
        this.demand[route]! *
        hourDemand[hour]! *
        weekdayDemand[weekday(dayNum)]! *
        (0.6 + 0.7 * unit(luck)),
    );
    const { earliest, latest } = HALF_BOOKED_DAYS;
    const half = earliest + (latest - earliest) * unit(mix(luck, 0xb00c));
    const halves = Math.max(0, dayNum - todayNum) / half;
    return final / (1 + halves * halves);
  }
}
