import type { GroupFareKind } from '@portal/contracts';
import type { GroupFareSearchFilters } from '../utils/search-url';
import type { GroupFareQueueFilters } from '../utils/queue-filters';

/** Query keys of the special-fare pages, so a reservation's page, the queue and the actions share one copy. */
export const groupFareKey = ['group-fares'] as const;
export const groupFareSearchKey = (kind: GroupFareKind, filters: GroupFareSearchFilters) =>
  [...groupFareKey, 'search', kind, filters] as const;
export const groupFareReservationsKey = [...groupFareKey, 'reservations'] as const;
export const groupFareReservationsPageKey = (filters: GroupFareQueueFilters) =>
  [...groupFareReservationsKey, filters] as const;
export const groupFareReservationKey = (reference: string) =>
  [...groupFareKey, 'reservation', reference] as const;
