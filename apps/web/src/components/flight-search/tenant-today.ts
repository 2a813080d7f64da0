/**
 * "Today" for date rules is the tenant's local date; both tenants sell from Bangladesh, so the portal's business
 * day is Asia/Dhaka, whatever the browser's own zone.
 */
export const TenantTimeZone = 'Asia/Dhaka';

/** The date (YYYY-MM-DD) in the tenant's time zone at `now`. */
export function tenantToday(now: Date = new Date(), timeZone: string = TenantTimeZone): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 10);
}
