import { MINUTES_PER_DAY } from '../util/dates';
import { offsetAtInstant } from '../util/time-zones';
import { airlineRefusesVoid } from './airline-policies';

/** How far around a local midnight a daylight-saving change is looked for, minutes (real shifts are an hour or two). */
const SHIFT_MARGIN = 300;

function checkZone(timeZone: string): void {
  // Throws a RangeError naming the zone when Intl does not know it.
  new Intl.DateTimeFormat('en-US', { timeZone });
}

function localDay(timeZone: string, utcMinute: number): number {
  return Math.floor((utcMinute + offsetAtInstant(timeZone, utcMinute)) / MINUTES_PER_DAY);
}

/**
 * The last instant a ticket may be voided: 23:59:59.999 of its issue day in the ticketing office's IANA zone.
 * DST-correct: on a day that gains an hour at midnight the window runs to the end of the repeated hour, on one that
 * skips midnight it ends where the next day begins.
 */
export function voidDeadline(issuedAt: Date, timeZone: string): Date {
  checkZone(timeZone);
  const issued = Math.floor(issuedAt.getTime() / 60_000);
  const offset = offsetAtInstant(timeZone, issued);
  const day = Math.floor((issued + offset) / MINUTES_PER_DAY);
  const nextMidnight = (day + 1) * MINUTES_PER_DAY - offset;
  let last = nextMidnight - 1;
  if (offsetAtInstant(timeZone, nextMidnight + SHIFT_MARGIN) !== offset) {
    // The offset changes near the end of the day: the last minute still on the issue day, found minute by minute.
    for (let m = nextMidnight + SHIFT_MARGIN; m >= nextMidnight - SHIFT_MARGIN; m--) {
      if (localDay(timeZone, m) === day) {
        last = m;
        break;
      }
    }
  }
  return new Date((last + 1) * 60_000 - 1);
}

export type VoidRefusal = 'AirlineRefuses' | 'WindowClosed' | 'ReissueWindowClosed';

export interface VoidCheck {
  issuedAt: Date;
  /** IANA zone of the office that issued the ticket. */
  timeZone: string;
  now: Date;
  /** The ticket was issued by an exchange (a reissue): the same rule, its own reason text. */
  issuedByExchange: boolean;
  /** The validating airline: some airlines refuse every void. */
  airlineCode: string;
}

export type VoidDecision =
  | { allowed: true; deadline: Date }
  | { allowed: false; reason: VoidRefusal; deadline: Date; message: string };

const messages: Record<VoidRefusal, string> = {
  AirlineRefuses: 'The airline does not accept voids; the ticket can be refunded instead.',
  WindowClosed: 'A ticket can be voided only on the day it was issued; it can be refunded instead.',
  ReissueWindowClosed:
    'A reissued ticket can be voided only on the day of the exchange; it can be refunded instead.',
};

/** Whether a ticket may be voided now: the airline must accept voids and the issue day must not be over. */
export function canVoid(check: VoidCheck): VoidDecision {
  const deadline = voidDeadline(check.issuedAt, check.timeZone);
  let reason: VoidRefusal | undefined;
  if (airlineRefusesVoid(check.airlineCode)) reason = 'AirlineRefuses';
  else if (check.now.getTime() > deadline.getTime())
    reason = check.issuedByExchange ? 'ReissueWindowClosed' : 'WindowClosed';
  return reason === undefined
    ? { allowed: true, deadline }
    : { allowed: false, reason, deadline, message: messages[reason] };
}
