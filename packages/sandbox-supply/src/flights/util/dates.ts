/** Calendar arithmetic on day numbers (days since 1970-01-01) and minutes since the epoch, without Date objects. */

export const MINUTES_PER_DAY = 1440;

/** Day number of a YYYY-MM-DD date; NaN when it is not one. */
export function dayNumber(isoDate: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return Number.NaN;
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const d = Number(isoDate.slice(8, 10));
  return daysFromCivil(y, m, d);
}

/** Howard Hinnant's days_from_civil. */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [m <= 2 ? era * 400 + yoe + 1 : era * 400 + yoe, m, d];
}

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

export function isoDate(days: number): string {
  const [y, m, d] = civilFromDays(days);
  return `${y}-${two(m)}-${two(d)}`;
}

/** Monday 0 … Sunday 6. */
export function weekday(days: number): number {
  return (((days + 3) % 7) + 7) % 7;
}

function offsetText(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** ISO local time with its offset, e.g. 2026-12-05T20:35:00+06:00, for an instant in epoch minutes. */
export function localIso(utcMinutes: number, offset: number): string {
  const local = utcMinutes + offset;
  const days = Math.floor(local / MINUTES_PER_DAY);
  const minute = local - days * MINUTES_PER_DAY;
  return `${isoDate(days)}T${two(Math.floor(minute / 60))}:${two(minute % 60)}:00${offsetText(offset)}`;
}
