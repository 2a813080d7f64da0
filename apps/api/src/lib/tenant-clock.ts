/**
 * Where the tenants' "today" is: both brands sell from Bangladesh. A tenant setting can replace this once a brand
 * sells from another time zone.
 */
export const tenantTimeZone = 'Asia/Dhaka';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: tenantTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The tenant's local date (YYYY-MM-DD) at an instant. */
export function tenantToday(now: Date): string {
  return dateFormat.format(now);
}

/**
 * The instant a tenant's local day begins. Bangladesh keeps UTC+6 all year (no daylight saving), which the offset
 * below writes out; a tenant in another zone would take its offset from its setting.
 */
export function startOfTenantDay(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00+06:00`);
}

/** The instant the day after `isoDay` begins in the tenant's zone: the exclusive end of a date range. */
export function endOfTenantDay(isoDay: string): Date {
  return new Date(startOfTenantDay(isoDay).getTime() + 86_400_000);
}
