import { z } from 'zod';

export const DateMessage = {
  format: 'Dates are written YYYY-MM-DD',
  outOfRange: 'Date is out of range',
} as const;

/** Years the database and every date library read alike: a date such as 0000-01-01 would fail in PostgreSQL. */
const withinCalendar = (date: string) => date >= '1900-01-01' && date <= '2199-12-31';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real day of the calendar written YYYY-MM-DD: 2026-02-30 is not one. */
export function isCalendarDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A calendar date written YYYY-MM-DD within the years the database reads, refused here rather than there. */
export const ZCalendarDate = z.iso.date().refine(withinCalendar, DateMessage.outOfRange);

/** A date filter of a list (from, to), with the lists' own message for a date not written as one. */
export const ZDayFilter = z
  .string()
  .regex(dayPattern, { message: DateMessage.format, abort: true })
  .refine(isCalendarDay, { message: DateMessage.format, abort: true })
  .refine(withinCalendar, DateMessage.outOfRange);
