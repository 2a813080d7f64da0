/**
 * Calendar days of an IANA time zone (an agency's office) and the instants they begin, for reports and the dashboard,
 * whose ranges are the agency's days rather than the tenant's. Zones with daylight saving are handled by reading the
 * offset at the instant itself, not assumed fixed. Days are YYYY-MM-DD strings.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of an instant in the zone, as if it were UTC (for offset arithmetic). */
function wallClock(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The zone's calendar date (YYYY-MM-DD) at an instant. */
export function zonedDay(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant the zone's day `isoDay` begins (its first second; later than midnight where a zone skips it). */
export function zonedDayStart(isoDay: string, timeZone: string): Date {
  const midnight = Date.parse(`${isoDay}T00:00:00Z`);
  // Two corrections settle the offset, also across a change of offset on that day.
  let guess = midnight;
  for (let step = 0; step < 2; step += 1) {
    guess = midnight - (wallClock(new Date(guess), timeZone) - guess);
  }
  return new Date(guess);
}

/** The instant the day after `isoDay` begins in the zone: the exclusive end of a range that keeps `isoDay`. */
export function zonedDayEnd(isoDay: string, timeZone: string): Date {
  const next = new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return zonedDayStart(next, timeZone);
}

/** The calendar day `days` after (or before, when negative) `isoDay`; counted at UTC noon, which no zone moves. */
export function addDays(isoDay: string, days: number): string {
  const noon = new Date(`${isoDay}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/** The first day of `isoDay`'s month. */
export function monthStart(isoDay: string): string {
  return `${isoDay.slice(0, 7)}-01`;
}

/** The first day of the month before `isoDay`'s. */
export function previousMonthStart(isoDay: string): string {
  const noon = new Date(`${monthStart(isoDay)}T12:00:00Z`);
  noon.setUTCMonth(noon.getUTCMonth() - 1);
  return noon.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
