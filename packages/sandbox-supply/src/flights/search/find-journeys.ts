import { MAX_LAYOVER_MINUTES } from '../data/connection-rules';
import type { Network } from '../network/build-network';
import { flightId, type Schedule } from '../schedule/day-schedule';
import { MINUTES_PER_DAY } from '../util/dates';
import { Lru } from '../util/lru';
import type { RoutePath, RoutePaths } from './route-paths';

/** One way to fly a journey: dated flights (ids) along a route path. */
export interface JourneyOption {
  flights: number[];
  path: RoutePath;
  /** Epoch minutes. */
  dep: number;
  arr: number;
}

/** Enough for any real pair; beyond it the longest trips are dropped. */
const MAX_OPTIONS = 5000;

/** After landing, a traveller is offered the next few departures of an onward route, not every one that day. */
const ONWARD_DEPARTURES = 2;

/**
 * Every dated way from an origin (departing on its local date) to a destination: direct flights, and connections
 * that respect the minimum connection time and the maximum layover. Cached per origin, destination and date,
 * because the three sources of one search, and searches that follow, ask for the same.
 */
export class JourneyFinder {
  private readonly cache = new Lru<string, JourneyOption[]>(96);

  constructor(
    private readonly net: Network,
    private readonly schedule: Schedule,
    private readonly paths: RoutePaths,
  ) {}

  find(origin: number, dest: number, dayNum: number): JourneyOption[] {
    const key = `${origin}:${dest}:${dayNum}`;
    let options = this.cache.get(key);
    if (!options) {
      options = this.enumerate(origin, dest, dayNum);
      this.cache.set(key, options);
    }
    return options;
  }

  /** Calls back for each flight of a route departing within [from, to] (epoch minutes). */
  private eachDeparture(
    route: number,
    from: number,
    to: number,
    visit: (id: number, dep: number, arr: number) => void,
  ): void {
    const rec = this.net.routes[route]!;
    const offset = this.net.airports[rec.origin]!.clock.offsetAt(from);
    const firstDay = Math.floor((from + offset) / MINUTES_PER_DAY);
    const lastDay = Math.floor((to + offset) / MINUTES_PER_DAY);
    let visited = 0;
    for (let d = firstDay; d <= lastDay; d++) {
      const day = this.schedule.day(d);
      const end = day.template.routeStart[route + 1]!;
      for (let i = day.template.routeStart[route]!; i < end; i++) {
        const dep = this.schedule.departure(day, i);
        if (dep < from || dep > to) continue;
        visit(flightId(d, i), dep, dep + rec.blockMinutes);
        if (++visited === ONWARD_DEPARTURES) return;
      }
    }
  }

  private enumerate(origin: number, dest: number, dayNum: number): JourneyOption[] {
    const options: JourneyOption[] = [];
    for (const path of this.paths.between(origin, dest)) {
      const [r0, r1, r2] = path.routes;
      const day = this.schedule.day(dayNum);
      const starts = day.template.routeStart;
      const block = this.net.routes[r0!]!.blockMinutes;
      for (let i = starts[r0!]!; i < starts[r0! + 1]!; i++) {
        const id0 = flightId(dayNum, i);
        const dep0 = this.schedule.departure(day, i);
        const arr0 = dep0 + block;
        if (r1 === undefined) {
          options.push({ flights: [id0], path, dep: dep0, arr: arr0 });
          continue;
        }
        this.eachDeparture(r1, arr0 + path.mct[0]!, arr0 + MAX_LAYOVER_MINUTES, (id1, _dep1, arr1) => {
          if (r2 === undefined) {
            options.push({ flights: [id0, id1], path, dep: dep0, arr: arr1 });
            return;
          }
          this.eachDeparture(r2, arr1 + path.mct[1]!, arr1 + MAX_LAYOVER_MINUTES, (id2, _dep2, arr2) => {
            options.push({ flights: [id0, id1, id2], path, dep: dep0, arr: arr2 });
          });
        });
      }
    }
    if (options.length > MAX_OPTIONS) {
      options.sort(
        (a, b) =>
          a.arr - a.dep + 90 * a.flights.length - (b.arr - b.dep + 90 * b.flights.length) || a.dep - b.dep,
      );
      options.length = MAX_OPTIONS;
    }
    return options;
  }
}
