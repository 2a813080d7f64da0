import type { PassengerType } from '@portal/contracts';
import type { SupplyPenalty } from '../types';

export type PenaltyWindow = SupplyPenalty['window'];

const HOUR = 3_600_000;

/**
 * The fare-rule window at `now` for a departure: more than 72 hours before it MoreThan72Hours, from 72 hours
 * (inclusive) Within72Hours, from 24 hours (inclusive) Within24Hours, and from the departure instant on NoShow.
 */
export function penaltyWindow(now: Date, departure: Date): PenaltyWindow {
  const left = departure.getTime() - now.getTime();
  if (left <= 0) return 'NoShow';
  if (left <= 24 * HOUR) return 'Within24Hours';
  if (left <= 72 * HOUR) return 'Within72Hours';
  return 'MoreThan72Hours';
}

/**
 * The brand's fee in a window for a passenger type, minor units; null when the rule does not permit the action then
 * (or the brand files no fee for the type).
 */
export function penaltyAmount(
  penalties: readonly SupplyPenalty[],
  window: PenaltyWindow,
  passengerType: PassengerType,
): number | null {
  return penalties.find((p) => p.window === window && p.passengerType === passengerType)?.amount ?? null;
}
