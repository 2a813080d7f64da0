import type { SupplyQuery } from './types';

/** The date tests search on: flights fill as their dates near it, so a pinned date keeps results from drifting. */
export const saleDate = () => '2027-01-04';

/** Builds a search query for tests: one adult, economy, regular fare unless told otherwise. */
export function query(journeys: [string, string, string][], extra: Partial<SupplyQuery> = {}): SupplyQuery {
  return {
    journeys: journeys.map(([origin, destination, date]) => ({ origin, destination, date })),
    tripKind:
      journeys.length === 1
        ? 'OneWay'
        : journeys.length === 2 && journeys[1]![1] === journeys[0]![0]
          ? 'Return'
          : 'MultiCity',
    adults: 1,
    childAges: [],
    infants: 0,
    cabin: 'Economy',
    fareType: 'Regular',
    preferredAirlines: [],
    ...extra,
  };
}

/** Pairs over Bangladesh's markets and the world, for scans. */
// prettier-ignore
export const scanPairs: [string, string][] = [
  ['DAC', 'DXB'], ['DAC', 'JED'], ['DAC', 'KUL'], ['DAC', 'LHR'], ['DAC', 'JFK'], ['CGP', 'DXB'], ['ZYL', 'LHR'],
  ['DAC', 'CXB'], ['DAC', 'SIN'], ['DAC', 'YYZ'], ['DXB', 'DAC'], ['LHR', 'SYD'], ['JFK', 'BKK'], ['SYD', 'LAX'],
  ['AKL', 'SFO'], ['CDG', 'NRT'], ['FRA', 'GRU'], ['DEL', 'ORD'], ['CGP', 'MED'], ['JSR', 'KUL'], ['SPD', 'DXB'],
];
