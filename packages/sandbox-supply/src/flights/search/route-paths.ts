import { DETOUR_LIMIT, minimumConnectionMinutes, TWO_STOP_WHEN_FEWER_THAN } from '../data/connection-rules';
import { PAIR_STRIDE, type Network } from '../network/build-network';
import { Lru } from '../util/lru';

/** Two-stop route combinations kept per origin and destination. */
const MAX_TWO_STOP_PATHS = 120;

export const SOURCE_GDS = 1;
export const SOURCE_NDC = 2;
export const SOURCE_LCC = 4;

/** A sequence of routes from an origin to a destination that may be sold as one ticket by some sources. */
export interface RoutePath {
  routes: number[];
  /** Minimum connection time at each connection. */
  mct: number[];
  /** Sources (bit mask) that sell the combination. */
  sources: number;
  /** The airline whose ticket it is: the one flying the longest leg. */
  validating: number;
}

function airlineSources(net: Network, airline: number): number {
  const a = net.airlines[airline]!;
  return (a.inGds ? SOURCE_GDS : 0) | (a.inNdc ? SOURCE_NDC : 0) | (a.inLcc ? SOURCE_LCC : 0);
}

function minimumConnection(net: Network, from: number, via: number, to: number): number {
  const country = net.airports[via]!.countryCode;
  return minimumConnectionMinutes(
    net.airports[via]!.code,
    net.airports[from]!.countryCode === country,
    net.airports[to]!.countryCode === country,
  );
}

export class RoutePaths {
  private readonly cache = new Lru<number, RoutePath[]>(4096);

  constructor(private readonly net: Network) {}

  between(origin: number, dest: number): RoutePath[] {
    const key = origin * PAIR_STRIDE + dest;
    let paths = this.cache.get(key);
    if (!paths) {
      paths = this.enumerate(origin, dest);
      this.cache.set(key, paths);
    }
    return paths;
  }

  /** Sources selling a sequence of routes: one airline sells its own; alliance partners only through the GDS. */
  private sourcesOf(routes: number[]): { sources: number; validating: number } {
    const { net } = this;
    const n = net.airlines.length;
    let longest = routes[0]!;
    for (const r of routes) if (net.routes[r]!.km > net.routes[longest]!.km) longest = r;
    const validating = net.routes[longest]!.airline;
    let same = true;
    for (const r of routes) if (net.routes[r]!.airline !== validating) same = false;
    if (same) return { sources: airlineSources(net, validating), validating };
    for (const r of routes) {
      const airline = net.routes[r]!.airline;
      if (!net.airlines[airline]!.inGds || net.partners[validating * n + airline] !== 1)
        return { sources: 0, validating };
      for (const s of routes)
        if (net.partners[airline * n + net.routes[s]!.airline] !== 1) return { sources: 0, validating };
    }
    return { sources: SOURCE_GDS, validating };
  }

  private add(paths: RoutePath[], routes: number[], stops: number[]): void {
    const { sources, validating } = this.sourcesOf(routes);
    if (sources === 0) return;
    const { net } = this;
    const mct = stops.map((via, i) =>
      minimumConnection(net, net.routes[routes[i]!]!.origin, via, net.routes[routes[i + 1]!]!.dest),
    );
    paths.push({ routes, mct, sources, validating });
  }

  private enumerate(origin: number, dest: number): RoutePath[] {
    const { net } = this;
    const n = net.airports.length;
    const dist = net.distance;
    const direct = dist[origin * n + dest]!;
    const limit1 = Math.max(direct * DETOUR_LIMIT.oneStop.factor, direct + DETOUR_LIMIT.oneStop.extraKm);
    const limit2 = Math.max(direct * DETOUR_LIMIT.twoStop.factor, direct + DETOUR_LIMIT.twoStop.extraKm);
    const paths: RoutePath[] = [];
    for (const r of net.pairRoutes.get(origin * PAIR_STRIDE + dest) ?? []) this.add(paths, [r], []);
    for (const r1 of net.routesFrom[origin]!) {
      const x = net.routes[r1]!.dest;
      if (x === dest || dist[origin * n + x]! + dist[x * n + dest]! > limit1) continue;
      for (const r2 of net.pairRoutes.get(x * PAIR_STRIDE + dest) ?? []) this.add(paths, [r1, r2], [x]);
    }
    if (paths.length >= TWO_STOP_WHEN_FEWER_THAN) return paths;
    const twoStop: { routes: number[]; stops: number[]; km: number }[] = [];
    for (const r1 of net.routesFrom[origin]!) {
      const x = net.routes[r1]!.dest;
      const leg1 = dist[origin * n + x]!;
      if (x === dest || leg1 + dist[x * n + dest]! > limit2) continue;
      for (const r2 of net.routesFrom[x]!) {
        const y = net.routes[r2]!.dest;
        if (y === origin || y === dest || leg1 + dist[x * n + y]! + dist[y * n + dest]! > limit2) continue;
        const km = leg1 + dist[x * n + y]! + dist[y * n + dest]!;
        for (const r3 of net.pairRoutes.get(y * PAIR_STRIDE + dest) ?? [])
          twoStop.push({ routes: [r1, r2, r3], stops: [x, y], km });
      }
    }
    // The shortest two-stop ways only: the rest are detours nobody would buy.
    twoStop.sort(
      (a, b) =>
        a.km - b.km ||
        a.routes[0]! - b.routes[0]! ||
        a.routes[1]! - b.routes[1]! ||
        a.routes[2]! - b.routes[2]!,
    );
    let kept = 0;
    for (const candidate of twoStop) {
      if (kept === MAX_TWO_STOP_PATHS) break;
      const before = paths.length;
      this.add(paths, candidate.routes, candidate.stops);
      if (paths.length > before) kept++;
    }
    return paths;
  }
}
