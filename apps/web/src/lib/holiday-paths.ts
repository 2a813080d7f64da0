/**
 * The holiday pages other parts of the app link to (spec §2 "Holidays and visas"): the results, a package's page
 * and the agency's requests. A holiday request's reference starts HL-; its balance is a due under that reference.
 */
export const HolidayResultsPath = '/holiday-search-result';
export const HolidayRequestsPath = '/holiday-requests';

/** A package's page; `search` is the results' query string, kept so Back to results returns to them. */
export function holidayPackagePath(packageId: string, search = ''): string {
  const query = search.replace(/^\?/, '');
  return `${HolidayResultsPath}/${encodeURIComponent(packageId)}${query ? `?${query}` : ''}`;
}

/** A holiday request's own page. */
export function holidayRequestPath(reference: string): string {
  return `${HolidayRequestsPath}/${encodeURIComponent(reference)}`;
}

/** Whether a reference (an order's, a due's, a request's) names a holiday request. */
export function isHolidayReference(reference: string): boolean {
  return /^HL-\d+$/.test(reference.trim());
}
