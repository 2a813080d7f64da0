import type { HotelFacts } from '@portal/contracts';

/**
 * The hotel's address on one line, as the hotel pages write it: the street address, then the area, the city and the
 * country it does not already name (the bed bank's addresses end with the area and the city, a real one may not).
 */
export function fullHotelAddress(
  hotel: Pick<HotelFacts, 'address' | 'area' | 'cityName' | 'countryName'>,
): string {
  const parts = [hotel.address];
  for (const part of [hotel.area, hotel.cityName, hotel.countryName]) {
    if (part && !parts.some((known) => known.toLowerCase().includes(part.toLowerCase()))) parts.push(part);
  }
  return parts.filter(Boolean).join(', ');
}
