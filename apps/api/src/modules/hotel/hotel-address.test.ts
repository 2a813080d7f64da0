import { describe, expect, it } from 'vitest';
import { fullHotelAddress } from './hotel-address';

const dubai = { area: 'Al Qusais', cityName: 'Dubai', countryName: 'United Arab Emirates' };

describe('the hotel address on one line', () => {
  it('adds only the country to an address that already ends with its area and city', () => {
    expect(fullHotelAddress({ ...dubai, address: 'Building 25, Street 43, Al Qusais, Dubai' })).toBe(
      'Building 25, Street 43, Al Qusais, Dubai, United Arab Emirates',
    );
  });

  it('adds the area, the city and the country an address leaves out', () => {
    expect(fullHotelAddress({ ...dubai, address: 'Building 25, Street 43' })).toBe(
      'Building 25, Street 43, Al Qusais, Dubai, United Arab Emirates',
    );
  });

  it('names a city once when the area carries its name (Dubai Marina, Dubai)', () => {
    expect(
      fullHotelAddress({ ...dubai, area: 'Dubai Marina', address: 'Building 7, Street 2, Dubai Marina' }),
    ).toBe('Building 7, Street 2, Dubai Marina, United Arab Emirates');
  });
});
