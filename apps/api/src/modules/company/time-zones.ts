import type { TimeZonesResponse } from '@portal/contracts';

/** Offsets move with daylight saving, so the list is worked out again at most once an hour. */
const refreshMs = 60 * 60 * 1000;
let cached: { at: number; list: TimeZonesResponse['timeZones'] } | null = null;

/** Every IANA zone the runtime knows (Intl.supportedValuesOf), UTC included. */
export function knownTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/**
 * A zone the runtime lists, or another IANA name it knows: the list gives some zones their older names
 * (Asia/Calcutta) while people and other systems send the current ones (Asia/Kolkata).
 */
export function isKnownTimeZone(zone: string): boolean {
  if (knownTimeZones().includes(zone)) return true;
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function offsetMinutes(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function label(zone: string, minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const rest = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `(UTC${sign}${hours}:${rest}) ${zone}`;
}

/** GetTimeZones: the zones by their offset now, then by name. */
export function getTimeZones(now: Date): TimeZonesResponse {
  if (!cached || now.getTime() - cached.at > refreshMs || now.getTime() < cached.at) {
    const list = knownTimeZones()
      .map((id) => {
        const minutes = offsetMinutes(id, now);
        return { id, label: label(id, minutes), offsetMinutes: minutes };
      })
      .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
    cached = { at: now.getTime(), list };
  }
  return { timeZones: cached.list };
}
