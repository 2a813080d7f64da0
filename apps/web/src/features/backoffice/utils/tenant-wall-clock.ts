import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TenantTimeZone } from '../../../components/flight-search/tenant-today';

// The date-time picker reads and writes the wall clock as 'YYYY-MM-DD HH:mm:ss' in the browser's zone. Operators
// decide in the portal's calendar (the tables show tenant time), so the picker is fed the tenant's wall clock and
// its answer is read back in the tenant's zone, whatever zone the operator's browser is set to.
dayjs.extend(utc);
dayjs.extend(timezone);

const wallClock = 'YYYY-MM-DD HH:mm:ss';

/** An instant as the tenant's wall clock, 'YYYY-MM-DD HH:mm:ss' (to the second, earlier never later). */
export function toTenantWallClock(at: string | number, timeZone: string = TenantTimeZone): string {
  return dayjs(at).tz(timeZone).format(wallClock);
}

/** A tenant wall-clock time read back as an ISO instant with the zone's offset: '2025-03-10T14:05:00+06:00'. */
export function fromTenantWallClock(value: string, timeZone: string = TenantTimeZone): string {
  return dayjs.tz(value.trim(), timeZone).format('YYYY-MM-DDTHH:mm:ssZ');
}
