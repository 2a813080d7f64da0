import { hashString, mix, unit } from '../flights/util/hash';

/** Share of on-request bookings the supplier confirms. */
const CONFIRM_SHARE = 0.75;

/**
 * What the supplier answers to an on-request booking, and when: decided by the booking's reference alone (and the
 * seed), so a restart answers the same; the answer comes two to eight hours after booking.
 */
export function onRequestOutcome(
  seed: number,
  supplierReference: string,
  bookedAt: Date,
): { decision: 'Confirm' | 'Refuse'; at: Date } {
  const h = mix(seed, hashString(`on-request|${supplierReference}`));
  const decision = unit(h) < CONFIRM_SHARE ? 'Confirm' : 'Refuse';
  const minutes = 120 + Math.floor(unit(mix(h, 1)) * 361);
  return { decision, at: new Date(bookedAt.getTime() + minutes * 60_000) };
}
