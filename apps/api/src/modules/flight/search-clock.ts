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
