import { loadAirlines, partnerMatrix, type AirlineRecord } from './airlines';
import { loadNetworkAirports, type AirportRecord } from './airports';
import { greatCircleKm } from './geo';
import { buildRoutes, type RouteRecord } from './routes';

export interface Network {
  airports: AirportRecord[];
  airportByCode: Map<string, number>;
  /** Airports with at least one route, most important first. */
  servedAirports: AirportRecord[];
  airlines: AirlineRecord[];
  airlineByCode: Map<string, number>;
  /** partners[a * airlines.length + b] = 1 when a and b may share a ticket. */
  partners: Uint8Array;
  routes: RouteRecord[];
  routesFrom: number[][];
  /** Routes by origin * PAIR_STRIDE + destination. */
  pairRoutes: Map<number, number[]>;
  /** Great-circle km between airports, [a * airports.length + b]. */
  distance: Float32Array;
}

export const PAIR_STRIDE = 1024;

let shared: Network | undefined;

/** The network is the same for every seed, so it is built once per process. */
export function network(): Network {
  shared ??= buildNetwork();
  return shared;
}

function buildNetwork(): Network {
  const airports = loadNetworkAirports();
  const airlines = loadAirlines();
  const routes = buildRoutes(airports, airlines);
  const n = airports.length;
  if (n > PAIR_STRIDE) throw new Error('network too large for its pair index');
  const routesFrom: number[][] = airports.map(() => []);
  const pairRoutes = new Map<number, number[]>();
  const served = new Set<number>();
  for (const route of routes) {
    routesFrom[route.origin]!.push(route.index);
    const key = route.origin * PAIR_STRIDE + route.dest;
    const list = pairRoutes.get(key);
    if (list) list.push(route.index);
    else pairRoutes.set(key, [route.index]);
    served.add(route.origin);
  }
  const distance = new Float32Array(n * n);
  for (let i = 0; i < n; i++) {
    const a = airports[i]!;
    for (let j = i + 1; j < n; j++) {
      const b = airports[j]!;
      const km = greatCircleKm(a.latitude, a.longitude, b.latitude, b.longitude);
      distance[i * n + j] = km;
      distance[j * n + i] = km;
    }
  }
  const servedAirports = airports
    .filter((a) => served.has(a.index))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        routesFrom[b.index]!.length - routesFrom[a.index]!.length ||
        a.code.localeCompare(b.code),
    );
  return {
    airports,
    airportByCode: new Map(airports.map((a) => [a.code, a.index])),
    servedAirports,
    airlines,
    airlineByCode: new Map(airlines.map((a) => [a.code, a.index])),
    partners: partnerMatrix(airlines),
    routes,
    routesFrom,
    pairRoutes,
    distance,
  };
}
