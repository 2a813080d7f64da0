import { HotelLimit, type HotelDeadline } from '@portal/contracts';

/** How long until a deadline, as the hotel pages say it: whole hours, or minutes in the last hour. */
export type TimeLeft = { unit: 'hours' | 'minutes'; count: number };

/**
 * Whole hours left (rounded down, so "20 h" is never more than is left), or whole minutes (rounded up, so the last
 * minute still reads "1 min") under an hour; null once the deadline has passed.
 */
export function timeLeft(at: string, now: number): TimeLeft | null {
  const ms = Date.parse(at) - now;
  if (!(ms > 0)) return null;
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 1) return { unit: 'hours', count: hours };
  return { unit: 'minutes', count: Math.max(1, Math.ceil(ms / 60_000)) };
}

/** A deadline's text (keys of "hotelParts") and its values, before it is translated. */
export type DeadlineText =
  | { key: 'deadline.payBy' | 'deadline.freeUntil'; at: string }
  | { key: 'deadline.holdLapsed' }
  | { key: 'deadline.freeEndsIn' | 'deadline.freeEndsInMinutes'; count: number }
  | { key: 'deadline.freeEnded' };

/**
 * What a booking's next deadline says: a hold names the moment to pay by; a free cancellation period within the
 * alert window says how long is left of it, the way an agent weighs it ("Free cancellation ends in 20 h"), and one
 * further off names its day ("Free cancellation until 29 Dec 2026, 02:00"), not "768 h".
 */
export function deadlineText(deadline: Pick<HotelDeadline, 'kind' | 'at'>, now: number): DeadlineText {
  const left = timeLeft(deadline.at, now);
  if (deadline.kind === 'Hold')
    return left ? { key: 'deadline.payBy', at: deadline.at } : { key: 'deadline.holdLapsed' };
  if (!left) return { key: 'deadline.freeEnded' };
  if (left.unit === 'hours' && left.count >= HotelLimit.deadlineAlertHours) {
    return { key: 'deadline.freeUntil', at: deadline.at };
  }
  return left.unit === 'hours'
    ? { key: 'deadline.freeEndsIn', count: left.count }
    : { key: 'deadline.freeEndsInMinutes', count: left.count };
}

/**
 * A free cancellation period is over once its end is not ahead: a rate booked close to check-in may be sold with it
 * already past, and then its moment reads as when it ended, not as "until".
 */
export function freePeriodEnded(freeUntil: string, now: number): boolean {
  return !(Date.parse(freeUntil) > now);
}
