import { HotelPaths } from '@portal/contracts';

/** Where a hotel's gallery image `index` (0-based) is served (public and long cached). */
export function hotelImageUrl(hotelId: string, index: number): string {
  return `${HotelPaths.hotelImage}/${encodeURIComponent(hotelId)}/${index}.svg`;
}
