import type { ItinerarySummary } from '@portal/contracts';

export const SortFields = ['price', 'duration', 'depart', 'arrive'] as const;
export type SortField = (typeof SortFields)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortOrder {
  field: SortField;
  direction: SortDirection;
}
/** Which amount prices are read from: gross fare (GF) or the agent's amount (spec §4). */
export type PriceType = 'gross' | 'agent';

export const DefaultSort: SortOrder = { field: 'price', direction: 'asc' };

/** Choosing the same field again flips the direction; another field starts ascending (spec §4). */
export function nextSort(current: SortOrder, field: SortField): SortOrder {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

/** The amount shown and sorted by; without a visible agent amount, the gross one. */
export function priceOf(itinerary: ItinerarySummary, priceType: PriceType): number {
  return priceType === 'agent' && itinerary.agentAmount
    ? itinerary.agentAmount.amount
    : itinerary.grossAmount.amount;
}

function keyOf(itinerary: ItinerarySummary, field: SortField, priceType: PriceType): number {
  const outbound = itinerary.journeys[0]!;
  switch (field) {
    case 'price':
      return priceOf(itinerary, priceType);
    case 'duration':
      return itinerary.duration;
    case 'depart':
      return Date.parse(outbound.departure);
    case 'arrive':
      return Date.parse(outbound.arrival);
  }
}

/**
 * A sorted copy. Ties fall back to price, then duration, then id, so the order is stable while results stream in.
 */
export function sortItineraries(
  itineraries: readonly ItinerarySummary[],
  order: SortOrder,
  priceType: PriceType,
): ItinerarySummary[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  const keyed = itineraries.map((itinerary) => ({
    itinerary,
    key: keyOf(itinerary, order.field, priceType),
    price: priceOf(itinerary, priceType),
  }));
  keyed.sort(
    (a, b) =>
      sign * (a.key - b.key) ||
      a.price - b.price ||
      a.itinerary.duration - b.itinerary.duration ||
      (a.itinerary.itineraryId < b.itinerary.itineraryId
        ? -1
        : a.itinerary.itineraryId > b.itinerary.itineraryId
          ? 1
          : 0),
  );
  return keyed.map((entry) => entry.itinerary);
}
