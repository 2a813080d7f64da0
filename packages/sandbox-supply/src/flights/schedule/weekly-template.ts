import type { Network } from '../network/build-network';
import { mix, mix3, unit } from '../util/hash';

/**
 * What operates on one weekday, grouped by route (routeStart[r]..routeStart[r+1]) and in departure order within a
 * route. A date's schedule is this template turned into UTC instants for that date.
 */
export interface WeekdayTemplate {
  routeStart: Int32Array;
  /** Local departure, minutes after midnight at the origin. */
  depLocal: Int16Array;
  /** Daily slot of the route (flight number = route.flightBase + 2 * slot). */
  slot: Uint8Array;
  size: number;
}

/** Local departure times of a route's daily slots, ascending, multiples of 5 minutes. */
function slotTimes(seed: number, routeIndex: number, slots: number, longHaul: boolean): number[] {
  const times: number[] = [];
  if (slots === 1) {
    const u = unit(mix3(seed, routeIndex, 1));
    const night = longHaul && unit(mix3(seed, routeIndex, 2)) < 0.3;
    times.push(night ? 5 * Math.floor(u * 72) : 360 + 5 * Math.floor(u * 212));
    return times;
  }
  const step = 1080 / slots;
  for (let k = 0; k < slots; k++) {
    const jitter = unit(mix3(seed, routeIndex, 10 + k)) * step * 0.7;
    times.push(Math.min(1435, 5 * Math.round((330 + k * step + jitter) / 5)));
  }
  return times;
}

/** The weekdays (Monday 0) a route's part-week slot operates on. */
function partWeekDays(seed: number, routeIndex: number, count: number): boolean[] {
  const order = [0, 1, 2, 3, 4, 5, 6].sort((a, b) => mix3(seed, routeIndex, a) - mix3(seed, routeIndex, b));
  const days = new Array<boolean>(7).fill(false);
  for (const day of order.slice(0, count)) days[day] = true;
  return days;
}

export function buildWeekTemplates(net: Network, seed: number): WeekdayTemplate[] {
  const routeCount = net.routes.length;
  const perDay: { route: number; dep: number; slot: number }[][] = [[], [], [], [], [], [], []];
  for (const route of net.routes) {
    const full = Math.floor(route.weekly / 7);
    const rest = route.weekly % 7;
    const slots = full + (rest > 0 ? 1 : 0);
    const times = slotTimes(mix(seed, 77), route.index, slots, route.km > 5000);
    const partDays = rest > 0 ? partWeekDays(seed, route.index, rest) : undefined;
    for (let day = 0; day < 7; day++) {
      for (let s = 0; s < slots; s++) {
        if (s === full && !partDays?.[day]) continue;
        perDay[day]!.push({ route: route.index, dep: times[s]!, slot: s });
      }
    }
  }
  return perDay.map((flights) => {
    const routeStart = new Int32Array(routeCount + 1);
    for (const f of flights) routeStart[f.route + 1] = routeStart[f.route + 1]! + 1;
    for (let r = 0; r < routeCount; r++) routeStart[r + 1] = routeStart[r + 1]! + routeStart[r]!;
    const depLocal = new Int16Array(flights.length);
    const slot = new Uint8Array(flights.length);
    flights.forEach((f, i) => {
      depLocal[i] = f.dep;
      slot[i] = f.slot;
    });
    return { routeStart, depLocal, slot, size: flights.length };
  });
}
