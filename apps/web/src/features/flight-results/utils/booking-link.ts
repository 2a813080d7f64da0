/**
 * Where Book and a fare's Select lead: the booking page for that itinerary, with these results kept in the history
 * entry so the booking page can come back to them (also after a reload).
 */
export function bookingLink(
  requestId: string,
  itineraryId: string,
  from: { pathname: string; search: string },
): { to: string; state: { from: string } } {
  return {
    to: `/flight-booking?${new URLSearchParams({ requestId, itineraryId }).toString()}`,
    state: { from: `${from.pathname}${from.search}` },
  };
}
