import { SearchBarOrderType, type SearchBarResult } from '@portal/contracts';
import { holidayRequestPath, isHolidayReference } from './holiday-paths';

/** Where a header-search result leads (spec §2 "Header search redirects"); null when nothing was found. */
export function searchBarTarget(result: SearchBarResult, searchKey: string): string | null {
  if (result.error || result.count === 0 || !result.reference) return null;
  const reference = encodeURIComponent(result.reference);
  switch (result.type) {
    case 'deposit':
      return `/deposit-list?search=${reference}`;
    case 'refund':
      return `/flight-refund-details?reference=${reference}`;
    case 'void':
      return `/flight-void-details?reference=${reference}`;
    case 'exchange':
      return `/flight-exchange-details?reference=${reference}`;
    case 'visa':
      // Several applications match: open the applications list searched by what was typed.
      if (result.count > 1) return `/visa-myapplications?search=${encodeURIComponent(searchKey)}`;
      return `/visa-order?orderReference=${reference}`;
    default:
      if (isHolidayReference(result.reference)) return holidayRequestPath(result.reference);
      if (result.orderType === SearchBarOrderType.hotel) return `/hotel-bookings/${reference}`;
      // Several flight orders match: open the bookings list filtered by what was typed.
      if (result.count > 1) return `/my-bookings?search=${encodeURIComponent(searchKey)}`;
      return `/flight-order?reference=${reference}`;
  }
}

/** The header search runs only past 3 characters (spec §5). */
export function isSearchable(input: string): boolean {
  return input.trim().length > 3;
}
