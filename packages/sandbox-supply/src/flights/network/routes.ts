import { aircraftSeats } from '../data/aircraft';
import type { RegionCode } from '../data/network-airports';
import { terminalSpecs } from '../data/terminals';
import { hashString, mix } from '../util/hash';
import type { AirlineRecord } from './airlines';
import type { AirportRecord } from './airports';
import { greatCircleKm, headsEast } from './geo';

export interface RouteRecord {
  index: number;
  airline: number;
  origin: number;
  dest: number;
  km: number;
  blockMinutes: number;
  /** Departures per week. */
  weekly: number;
  /** Flight number of the first daily departure; later ones add 2 each. */
  flightBase: number;
  aircraft: string;
  /** Seats by cabin: economy, premium economy, business, first (0 = cabin not sold). */
  seats: readonly [number, number, number, number];
  domestic: boolean;
  depTerminal: string | null;
  arrTerminal: string | null;
}

const tierWeight = [0, 1.6, 1.0, 0.6];
const FREQUENCY_SCALE = 4.2;

/** Bangladesh's busiest markets: domestic shuttles and the Gulf, where most of its travellers work. */
function marketWeight(from: AirportRecord, to: AirportRecord): number {
  const bd = from.region === 'BD' || to.region === 'BD';
  if (!bd) return 1;
  if (from.region === to.region) return 1.6;
  return from.region === 'ME' || to.region === 'ME' ? 1.7 : 1.2;
}

function distanceWeight(km: number): number {
  if (km < 800) return 1.7;
  if (km < 2500) return 1.25;
  if (km < 5000) return 0.9;
  if (km < 9000) return 0.6;
  return 0.45;
}

function maxRangeKm(airline: AirlineRecord): number {
  if (!airline.lowCost) return 15_600;
  return airline.spec.widebodyOnly ? 9_000 : 5_200;
}

function pickAircraft(airline: AirlineRecord, km: number, bothMajor: boolean): string {
  const spec = airline.spec;
  if (spec.regional && km < 600) return airline.code === 'BG' ? 'Dash 8 Q400' : 'ATR 72-600';
  if (airline.lowCost) {
    if (spec.widebodyOnly) return 'A330-300';
    if (spec.airbus) return km > 2500 ? 'A321neo' : 'A320neo';
    return '737 MAX 8';
  }
  if (spec.widebodyOnly) return km > 6000 && bothMajor && spec.firstClass ? 'A380-800' : '777-300ER';
  if (km < 3000) return spec.airbus ? (km > 1800 ? 'A321neo' : 'A320neo') : '737-800';
  if (km < 7000) return spec.airbus ? 'A330-300' : '787-9';
  if (spec.firstClass && bothMajor) return spec.airbus ? 'A380-800' : '777-300ER';
  return spec.airbus ? 'A350-900' : '777-300ER';
}

function cabinSeats(airline: AirlineRecord, aircraft: string): readonly [number, number, number, number] {
  const [y, w, j, f] = aircraftSeats[aircraft] ?? [150, 0, 0, 0];
  if (airline.lowCost) return [y + w + j, 0, 0, 0];
  return [
    y + (airline.spec.premiumEconomy ? 0 : w),
    airline.spec.premiumEconomy ? w : 0,
    j,
    airline.spec.firstClass ? f : 0,
  ];
}

function terminal(airport: AirportRecord, airline: AirlineRecord, domestic: boolean): string | null {
  const spec = terminalSpecs[airport.code];
  if (!spec) return null;
  const own = spec.airlines?.[airline.code];
  if (own) return own;
  if (domestic && spec.domestic) return spec.domestic;
  return spec.any[mix(hashString(airline.code), airport.index) % spec.any.length] ?? null;
}

/** Destinations of one hub from selectors like "EU2" (region, largest tier) or "LHR" (an airport). */
function destinations(
  selectors: string,
  hub: AirportRecord,
  airports: AirportRecord[],
  byCode: Map<string, number>,
): number[] {
  const result = new Set<number>();
  for (const token of selectors.split(/\s+/).filter(Boolean)) {
    const regionMatch = /^([A-Z]+)(\d)$/.exec(token);
    if (token.startsWith('DOM') && regionMatch) {
      const tier = Number(regionMatch[2]);
      for (const a of airports) if (a.countryCode === hub.countryCode && a.tier <= tier) result.add(a.index);
    } else if (regionMatch) {
      const region = regionMatch[1] as RegionCode;
      const tier = Number(regionMatch[2]);
      for (const a of airports) if (a.region === region && a.tier <= tier) result.add(a.index);
    } else {
      const index = byCode.get(token);
      if (index !== undefined) result.add(index);
    }
  }
  result.delete(hub.index);
  return [...result];
}

/** Every airline's routes, both directions of each hub–destination pair, with block times and frequencies. */
export function buildRoutes(airports: AirportRecord[], airlines: AirlineRecord[]): RouteRecord[] {
  const byCode = new Map(airports.map((a) => [a.code, a.index]));
  const routes: RouteRecord[] = [];
  const seen = new Set<string>();
  for (const airline of airlines) {
    let nextNumber =
      airline.code === 'BG' || airline.code === 'BS' ? 101 : 11 + (hashString(airline.code) % 80);
    for (const part of airline.spec.network.split(';')) {
      const [hubCode, selectors = ''] = part.split(':').map((s) => s.trim());
      const hubIndex = byCode.get(hubCode ?? '');
      if (hubIndex === undefined) continue;
      const hub = airports[hubIndex]!;
      const dests = destinations(selectors, hub, airports, byCode).sort((a, b) =>
        airports[a]!.code.localeCompare(airports[b]!.code),
      );
      for (const destIndex of dests) {
        const dest = airports[destIndex]!;
        const key = `${airline.index}:${Math.min(hubIndex, destIndex)}:${Math.max(hubIndex, destIndex)}`;
        if (seen.has(key)) continue;
        const km = greatCircleKm(hub.latitude, hub.longitude, dest.latitude, dest.longitude);
        if (km < 120 || km > maxRangeKm(airline)) continue;
        seen.add(key);
        const raw =
          FREQUENCY_SCALE *
          airline.spec.size *
          tierWeight[hub.tier]! *
          tierWeight[dest.tier]! *
          distanceWeight(km) *
          marketWeight(hub, dest);
        const weekly = Math.max(2, Math.min(70, Math.round(raw)));
        const daily = Math.ceil(weekly / 7);
        const aircraft = pickAircraft(airline, km, hub.tier === 1 && dest.tier === 1);
        const seats = cabinSeats(airline, aircraft);
        const domestic = hub.countryCode === dest.countryCode;
        for (const [from, to] of [
          [hub, dest],
          [dest, hub],
        ] as const) {
          const east = headsEast(from.longitude, to.longitude);
          const block = Math.round(((35 + km / 13.5) * (east ? 0.96 : 1.04)) / 5) * 5;
          routes.push({
            index: routes.length,
            airline: airline.index,
            origin: from.index,
            dest: to.index,
            km,
            blockMinutes: block,
            weekly,
            flightBase: from === hub ? nextNumber : nextNumber + 1,
            aircraft,
            seats,
            domestic,
            depTerminal: terminal(from, airline, domestic),
            arrTerminal: terminal(to, airline, domestic),
          });
        }
        nextNumber += 2 * daily;
        if (nextNumber > 9980) nextNumber = 1001;
      }
    }
  }
  return routes;
}
