import { describe, expect, it } from 'vitest';
import type { VisaSearchRequest } from '@portal/contracts';
import { searchFromAddress, searchToAddress, visaBookingPath, visaResultsPath } from './search-url';

const family: VisaSearchRequest = {
  nationality: 'BD',
  destination: 'AE',
  visaType: 'Tourist',
  travelDate: '2030-05-10',
  applicants: { Adult: 2, Child: 1, Infant: 0 },
};

describe('the visa search in the address', () => {
  it('reads back what it wrote', () => {
    expect(searchFromAddress(searchToAddress(family))).toEqual(family);
    const anyType = { ...family, visaType: undefined, applicants: { Adult: 1, Child: 0, Infant: 1 } };
    const { visaType: _omitted, ...withoutType } = anyType;
    expect(searchFromAddress(searchToAddress(withoutType))).toEqual(withoutType);
  });

  it('writes short names and leaves out what is not chosen', () => {
    expect(
      visaResultsPath({ ...family, visaType: undefined, applicants: { Adult: 1, Child: 0, Infant: 0 } }),
    ).toBe('/visa-search-result?nationality=BD&destination=AE&date=2030-05-10&adults=1');
    expect(visaBookingPath('4b4cb4b4-0000-4000-8000-000000000001', family)).toBe(
      '/visa-booking?nationality=BD&destination=AE&type=Tourist&date=2030-05-10&adults=2&children=1&productId=4b4cb4b4-0000-4000-8000-000000000001',
    );
  });

  it('refuses an address that does not describe a search', () => {
    const address = (query: string) => searchFromAddress(new URLSearchParams(query));
    expect(address('')).toBeNull();
    expect(address('nationality=BD&destination=AE&date=2030-02-30&adults=1')).toBeNull();
    expect(address('nationality=bd&destination=AE&date=2030-05-10&adults=1')).toBeNull();
    expect(address('nationality=BD&destination=AE&date=2030-05-10&adults=0')).toBeNull();
    expect(address('nationality=BD&destination=AE&date=2030-05-10&adults=8&children=2')).toBeNull();
    expect(address('nationality=BD&destination=AE&date=2030-05-10&adults=1.5')).toBeNull();
    // An unknown visa type reads as any type rather than as no search.
    expect(
      address('nationality=BD&destination=AE&type=Space&date=2030-05-10&adults=1')?.visaType,
    ).toBeUndefined();
  });
});
