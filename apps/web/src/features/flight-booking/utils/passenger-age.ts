import type { PassengerType } from '@portal/contracts';

/** Whether a YYYY-MM-DD text is a real calendar day. */
export function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whole years between a birth date and a day, both YYYY-MM-DD (the age on that day, as the airline counts it). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The same day `years` earlier; 29 February becomes the 28th in a year without it. */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-') as [string, string, string];
  const year = String(Number(y) - years).padStart(4, '0');
  const candidate = `${year}-${m}-${d}`;
  return isRealDay(candidate) ? candidate : `${year}-${m}-28`;
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Six months after a day, YYYY-MM-DD: how long a passport must stay valid after the last flight. */
export function sixMonthsAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 6);
  return date.toISOString().slice(0, 10);
}

/**
 * The birth dates a passenger type may have, counted on the first flight's day: adults 12 or older, children 2 to
 * 11, infants under 2 (and born by `today`).
 */
export function birthDateRange(
  type: PassengerType,
  firstDepartureDay: string,
  today: string,
): { min: string; max: string } {
  const latest = today < firstDepartureDay ? today : firstDepartureDay;
  if (type === 'ADT')
    return { min: yearsBefore(firstDepartureDay, 120), max: yearsBefore(firstDepartureDay, 12) };
  if (type === 'CHD') {
    return { min: nextDay(yearsBefore(firstDepartureDay, 12)), max: yearsBefore(firstDepartureDay, 2) };
  }
  return { min: nextDay(yearsBefore(firstDepartureDay, 2)), max: latest };
}
