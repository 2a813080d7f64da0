import type { FlightLeg } from '@portal/contracts';
import type { Network } from '../network/build-network';
import { isoDate, localIso, MINUTES_PER_DAY, weekday } from '../util/dates';
import { Lru } from '../util/lru';
import { buildWeekTemplates, type WeekdayTemplate } from './weekly-template';

/** Flight ids pack the local departure date and the index in that date's schedule. */
export const FLIGHTS_PER_DAY_LIMIT = 65_536;

export function flightId(dayNum: number, index: number): number {
  return dayNum * FLIGHTS_PER_DAY_LIMIT + index;
}

/**
 * One local date's flights: the weekday's template plus each origin's UTC offset that day, worked out on first
 * use. A departure instant is the local time less the offset, so a date costs almost nothing until searched.
 */
export interface DaySchedule {
  dayNum: number;
  date: string;
  template: WeekdayTemplate;
  /** Route of each flight (shared by all dates of the weekday). */
  route: Int32Array;
  /** Offset of each airport on this date, minutes; UNKNOWN until needed, CHANGING on a daylight-saving day. */
  offsets: Int16Array;
  legs: Map<number, FlightLeg>;
}

const UNKNOWN = 0x7fff;
const CHANGING = -0x7fff;
const RECENT_SLOTS = 64;

/** Dated schedules built on demand from the weekday templates. */
export class Schedule {
  readonly templates: WeekdayTemplate[];
  private readonly routeOf: Int32Array[];
  private readonly days = new Lru<number, DaySchedule>(64);
  /** Direct-mapped front of the LRU: most lookups hit the same few dates in a row. */
  private readonly recent: (DaySchedule | undefined)[] = new Array(RECENT_SLOTS);

  constructor(
    readonly net: Network,
    readonly seed: number,
  ) {
    this.templates = buildWeekTemplates(net, seed);
    this.routeOf = this.templates.map((t) => {
      if (t.size >= FLIGHTS_PER_DAY_LIMIT) throw new Error('too many flights in a day for flight ids');
      const routes = new Int32Array(t.size);
      for (let r = 0; r < net.routes.length; r++) routes.fill(r, t.routeStart[r], t.routeStart[r + 1]);
      return routes;
    });
  }

  day(dayNum: number): DaySchedule {
    const slot = dayNum & (RECENT_SLOTS - 1);
    const hit = this.recent[slot];
    if (hit?.dayNum === dayNum) return hit;
    let day = this.days.get(dayNum);
    if (!day) {
      const w = weekday(dayNum);
      day = {
        dayNum,
        date: isoDate(dayNum),
        template: this.templates[w]!,
        route: this.routeOf[w]!,
        offsets: new Int16Array(this.net.airports.length).fill(UNKNOWN),
        legs: new Map(),
      };
      this.days.set(dayNum, day);
    }
    this.recent[slot] = day;
    return day;
  }

  /** Departure instant (epoch minutes) of flight `index` of a day. */
  departure(day: DaySchedule, index: number): number {
    const origin = this.net.routes[day.route[index]!]!.origin;
    let offset = day.offsets[origin]!;
    if (offset === UNKNOWN) {
      const steady = this.net.airports[origin]!.clock.steadyOffset(day.dayNum);
      offset = Number.isNaN(steady) ? CHANGING : steady;
      day.offsets[origin] = offset;
    }
    const local = day.template.depLocal[index]!;
    if (offset === CHANGING) return this.net.airports[origin]!.clock.toUtc(day.dayNum, local);
    return day.dayNum * MINUTES_PER_DAY + local - offset;
  }

  departureOf(id: number): number {
    const dayNum = Math.floor(id / FLIGHTS_PER_DAY_LIMIT);
    return this.departure(this.day(dayNum), id - dayNum * FLIGHTS_PER_DAY_LIMIT);
  }

  arrivalOf(id: number): number {
    const dayNum = Math.floor(id / FLIGHTS_PER_DAY_LIMIT);
    const day = this.day(dayNum);
    const index = id - dayNum * FLIGHTS_PER_DAY_LIMIT;
    return this.departure(day, index) + this.net.routes[day.route[index]!]!.blockMinutes;
  }

  /** The leg as the API shows it; built once per dated flight. */
  leg(id: number): FlightLeg {
    const dayNum = Math.floor(id / FLIGHTS_PER_DAY_LIMIT);
    const index = id - dayNum * FLIGHTS_PER_DAY_LIMIT;
    const day = this.day(dayNum);
    const existing = day.legs.get(index);
    if (existing) return existing;
    const route = day.route[index]!;
    const rec = this.net.routes[route]!;
    const airline = this.net.airlines[rec.airline]!;
    const origin = this.net.airports[rec.origin]!;
    const dest = this.net.airports[rec.dest]!;
    const depUtc = this.departure(day, index);
    const arrUtc = depUtc + rec.blockMinutes;
    const flightNumber = String(rec.flightBase + 2 * day.template.slot[index]!);
    const leg: FlightLeg = {
      key: `${airline.code}${flightNumber}-${origin.code}-${day.date.replaceAll('-', '')}`,
      marketingAirline: airline.code,
      operatingAirline: airline.code,
      flightNumber,
      origin: origin.code,
      destination: dest.code,
      departure: localIso(depUtc, origin.clock.offsetAt(depUtc)),
      arrival: localIso(arrUtc, dest.clock.offsetAt(arrUtc)),
      durationMinutes: rec.blockMinutes,
      aircraft: rec.aircraft,
      departureTerminal: rec.depTerminal,
      arrivalTerminal: rec.arrTerminal,
    };
    day.legs.set(index, leg);
    return leg;
  }

  /** Number of flights operating on a local date. */
  flightsOn(dayNum: number): number {
    return this.templates[weekday(dayNum)]!.size;
  }
}
