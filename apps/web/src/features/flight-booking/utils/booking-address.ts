/** What the booking page reads from its address: the search and itinerary chosen, and the price once made. */
export interface BookingAddress {
  requestId: string | null;
  itineraryId: string | null;
  priceId: string | null;
  /** Set once booked, so a reload opens the order instead of a spent price. */
  orderReference: string | null;
}

export function readBookingAddress(search: string): BookingAddress {
  const params = new URLSearchParams(search);
  const value = (name: string) => {
    const text = params.get(name)?.trim();
    return text ? text : null;
  };
  return {
    requestId: value('requestId'),
    itineraryId: value('itineraryId'),
    priceId: value('priceId'),
    orderReference: value('orderReference'),
  };
}

/** The same address with one more parameter (the price id, then the order reference). */
export function withParam(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params.toString()}`;
}

/**
 * Where "back to the results" goes: the results page the agent came from (kept in the history entry's state, so it
 * survives a reload), else the search pad.
 */
export function resultsAddress(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/flight-search-result') ? from : '/searchpad';
}
