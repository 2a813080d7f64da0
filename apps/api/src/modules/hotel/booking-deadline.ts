import { HotelLimit, type HotelDeadline } from '@portal/contracts';
import { nextHotelDeadline, type HotelDeadlineFacts } from '../../lib/hotel-deadline';

const hourMs = 3_600_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the hotel's clocks show it, "2026-12-14 23:59" (the way a hotel writes its deadlines). */
export function hotelTimeText(at: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) =>
    parts.find((one) => one.type === type)?.value ?? '';
  const parts = format.formatToParts(at);
  return `${part('year', parts)}-${part('month', parts)}-${part('day', parts)} ${part('hour', parts)}:${part('minute', parts)}`;
}

/**
 * The deadline that matters next and is still ahead: a hold's (pay before it) or the free cancellation's, whichever
 * comes first; `soon` when it falls within HotelLimit.deadlineAlertHours. Null when neither is ahead.
 */
export function nextDeadline(booking: HotelDeadlineFacts, timeZone: string, now: Date): HotelDeadline | null {
  const first = nextHotelDeadline(booking, now);
  if (!first) return null;
  return {
    kind: first.kind,
    at: first.at.toISOString(),
    atHotelTime: hotelTimeText(first.at, timeZone),
    soon: first.at.getTime() - now.getTime() <= HotelLimit.deadlineAlertHours * hourMs,
  };
}
