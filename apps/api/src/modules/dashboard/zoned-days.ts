/**
 * Calendar days of the agency's own time zone (company settings), which the dashboard's "today", "this month" and
 * per-day charts follow. Days are YYYY-MM-DD strings; arithmetic on them is done at UTC noon, which no zone moves
 * to another day.
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

function wallClock(instant: Date, timeZone: string): { day: string; utcOfWall: number } {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const utcOfWall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return { day, utcOfWall };
}

/** The zone's day at an instant. */
export function zonedDay(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).day;
}

/** The instant the zone's day begins (daylight saving included: the offset is read at that very instant). */
export function startOfZonedDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let guess = midnightUtc;
  for (let i = 0; i < 3; i++) {
    const offset = wallClock(new Date(guess), timeZone).utcOfWall - Math.floor(guess / 1000) * 1000;
    const next = midnightUtc - offset;
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

export function addDays(day: string, days: number): string {
  const noon = new Date(`${day}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/** The first day of the day's month, and of the month before. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function previousMonthStart(day: string): string {
  const noon = new Date(`${monthStart(day)}T12:00:00Z`);
  noon.setUTCMonth(noon.getUTCMonth() - 1);
  return noon.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
