import { describe, expect, it } from 'vitest';
import { resultsPath, searchFromAddress, searchTabPath } from './search-url';

describe('special fare search in the address', () => {
  it('writes only the filters given and reads them back', () => {
    const filters = {
      origin: 'DAC',
      destination: 'JED',
      fromDate: '2027-01-10',
      toDate: '2027-02-10',
      seats: 3,
    };
    const path = resultsPath('Umrah', filters);
    expect(path).toBe(
      '/umrah-fares-result?origin=DAC&destination=JED&fromDate=2027-01-10&toDate=2027-02-10&seats=3',
    );
    expect(searchFromAddress(new URLSearchParams(path.split('?')[1]))).toEqual(filters);
    expect(
      resultsPath('Xclusive', {
        ...filters,
        origin: null,
        destination: null,
        fromDate: null,
        toDate: null,
        seats: 1,
      }),
    ).toBe('/xclusive-fares-result');
    expect(searchTabPath('Group', { ...filters, seats: 1 })).toMatch(/^\/searchpad\/groupfares\?origin=DAC/);
  });

  it('leaves out what is malformed rather than refusing the page', () => {
    expect(
      searchFromAddress(
        new URLSearchParams('origin=dhaka&destination=jed&fromDate=2027-02-30&toDate=2027-01-01&seats=12'),
      ),
    ).toEqual({ origin: null, destination: 'JED', fromDate: null, toDate: '2027-01-01', seats: 1 });
    expect(searchFromAddress(new URLSearchParams('fromDate=2027-03-01&toDate=2027-02-01')).toDate).toBeNull();
  });
});
