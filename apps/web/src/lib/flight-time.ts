/**
 * Leg and journey times are ISO local times with the airport's offset (2026-12-05T20:35:00+06:00): what a traveller
 * reads is the local clock at that airport, so these read the text itself rather than converting zones.
 */
export function localTime(iso: string): string {
  return iso.slice(11, 16);
}

export function localDate(iso: string): string {
  return iso.slice(0, 10);
}

/** Whole days between two local dates (the "+1" beside an arrival on the next day). */
export function dayDifference(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${localDate(toIso)}T00:00:00Z`) - Date.parse(`${localDate(fromIso)}T00:00:00Z`)) /
      86_400_000,
  );
}

/** "Sat, 5 Dec" for the local date of an ISO time. */
export function shortLocalDate(iso: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${localDate(iso)}T00:00:00Z`));
}

/** "Sat, 5 Dec 2026" for the local date of an ISO time. */
export function longLocalDate(iso: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${localDate(iso)}T00:00:00Z`));
}

/** "5h 05m"; under an hour "45m". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return `${hours}h ${String(rest).padStart(2, '0')}m`;
}
