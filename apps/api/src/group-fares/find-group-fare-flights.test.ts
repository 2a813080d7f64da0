import { describe, expect, it } from 'vitest';
import type { SupplyQuery } from '@portal/sandbox-supply';
import { AppError } from '../lib/app-error';
import { decodeSearchId, encodeOptionId, encodeSearchId } from './find-group-fare-flights';

const query: SupplyQuery = {
  journeys: [
    { origin: 'DAC', destination: 'JED', date: '2027-01-16' },
    { origin: 'JED', destination: 'DAC', date: '2027-01-30' },
  ],
  tripKind: 'Return',
  adults: 1,
  childAges: [],
  infants: 0,
  cabin: 'Economy',
  fareType: 'Regular',
  preferredAirlines: ['SV'],
};

function refusalOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.status : undefined;
  }
  return undefined;
}

describe('the search a block option is handed back with', () => {
  it('is short and reads back as the same search', () => {
    const id = encodeSearchId(query);
    expect(id).toBe('DACJED2027-01-16_JEDDAC2027-01-30_Economy_SV');
    expect(decodeSearchId(id)).toEqual(query);
    const oneWay = { ...query, journeys: query.journeys.slice(0, 1), tripKind: 'OneWay' as const };
    expect(decodeSearchId(encodeSearchId({ ...oneWay, preferredAirlines: [] }))).toEqual({
      ...oneWay,
      preferredAirlines: [],
    });
  });

  it.each([
    '',
    'garbage',
    'DACJED2027-01-16',
    'DACJED2027-01-16_Cargo',
    'DACJED2027-13-45_Economy',
    'DACJED2027-01-16_JEDDAC2027-01-30_MEDDAC2027-02-01_Economy',
    'DACJED2027-01-16_Economy_SV_extra',
    'dacjed2027-01-16_Economy',
  ])('refuses %j with 400', (id) => {
    expect(refusalOf(() => decodeSearchId(id))).toBe(400);
  });

  it('names an option by source, offer and brand', () => {
    expect(encodeOptionId('GDS', 'abc123', 'FLEX')).toBe('GDS|abc123|FLEX');
  });
});
