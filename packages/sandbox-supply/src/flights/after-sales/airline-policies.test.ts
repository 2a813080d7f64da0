import { describe, expect, it } from 'vitest';
import { airlineSpecs } from '../data/airline-table';
import { query } from '../test-queries';
import {
  airlineRefusesVoid,
  DESK_REFUND_AIRLINES,
  deskRefundAirlines,
  refundNeedsAirlineDesk,
  VOID_REFUSING_AIRLINES,
  voidRefusingAirlines,
} from './airline-policies';
import { OUT_DATE, supply } from './test-offers';

const codes = airlineSpecs.map((a) => a.code);
const dhakaDubaiAirlines = [
  ...new Set(
    supply.sources.flatMap((s) =>
      supply.search(query([['DAC', 'DXB', OUT_DATE]]), s.code).map((o) => o.validatingAirline),
    ),
  ),
];

describe('airline after-sales policies', () => {
  it('lets the carriers the demo sells most void their tickets', () => {
    for (const code of ['BG', 'BS', 'EK', 'QR', 'SQ', 'TG']) expect(airlineRefusesVoid(code)).toBe(false);
  });

  it('has about one airline in eight refuse every void, the same answer every time and in any letter case', () => {
    expect(VOID_REFUSING_AIRLINES.length).toBeGreaterThanOrEqual(codes.length / 16);
    expect(VOID_REFUSING_AIRLINES.length).toBeLessThanOrEqual(codes.length / 5);
    expect(voidRefusingAirlines(codes)).toEqual(VOID_REFUSING_AIRLINES);
    expect(VOID_REFUSING_AIRLINES).toEqual([
      'MS',
      'AI',
      'MU',
      'NH',
      'PC',
      'SN',
      'AZ',
      'AA',
      'B6',
      'LA',
      'KC',
      'JQ',
    ]);
    expect(airlineRefusesVoid('ai')).toBe(true);
  });

  it('sells both kinds of airline on Dhaka–Dubai, so a test can void one and be refused by another', () => {
    expect(voidRefusingAirlines(dhakaDubaiAirlines).length).toBeGreaterThan(0);
    expect(dhakaDubaiAirlines.filter((c) => !airlineRefusesVoid(c)).length).toBeGreaterThan(5);
  });

  it('refunds Biman and US-Bangla automatically and sends about one airline in four to its desk', () => {
    expect(refundNeedsAirlineDesk('BG')).toBe(false);
    expect(refundNeedsAirlineDesk('BS')).toBe(false);
    expect(DESK_REFUND_AIRLINES.length).toBeGreaterThanOrEqual(codes.length / 6);
    expect(DESK_REFUND_AIRLINES.length).toBeLessThanOrEqual(codes.length / 3);
    expect(deskRefundAirlines(codes)).toEqual(DESK_REFUND_AIRLINES);
  });

  it('sends some common Gulf and Asian carriers to the desk, so that path is reachable', () => {
    const common = ['EK', 'QR', 'EY', 'SV', 'GF', 'WY', 'KU', 'SQ', 'MH', 'TG', 'CX', 'UL', 'AI'];
    expect(deskRefundAirlines(common)).toEqual(['KU', 'SQ', 'CX', 'AI']);
    expect(deskRefundAirlines(dhakaDubaiAirlines).length).toBeGreaterThan(0);
  });
});
