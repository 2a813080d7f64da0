import type { TravelClass } from '@portal/contracts';
import { cabinIndex } from '../fares/buckets';

/** Economy 0, Premium Economy 1, Business 2, First 3: a higher rank is a better cabin. */
export function cabinRank(cabin: TravelClass): number {
  return cabinIndex[cabin];
}

/** True when `to` is the same cabin as `from` or a better one: an exchange may not move down. */
export function isSameOrHigherCabin(from: TravelClass, to: TravelClass): boolean {
  return cabinRank(to) >= cabinRank(from);
}
