/** The hotel's page with its rooms and rates for a search (spec §2 hotel/{requestId}/{hotelGuid}). */
export function hotelDetailsPath(requestId: string, hotelGuid: string, search?: string): string {
  const path = `/hotel/${encodeURIComponent(requestId)}/${encodeURIComponent(hotelGuid)}`;
  return search ? `${path}?${search}` : path;
}

/** The booking page of one rate (spec §2 hotel/booking/{requestId}/{hotelGuid}/{roomGuid}/{roomRateGuid}). */
export function hotelBookingPath(key: {
  requestId: string;
  hotelGuid: string;
  roomGuid: string;
  roomRateGuid: string;
}): string {
  return ['/hotel/booking', key.requestId, key.hotelGuid, key.roomGuid, key.roomRateGuid]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
}
