import { MINUTES_PER_DAY } from './dates';

/**
 * UTC offsets of IANA time zones, from Intl, cached per zone and local date. A day's offset is the one in force at
 * its start; when a daylight-saving change falls inside the day (a few dates a year) instants are resolved exactly.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, f);
  }
  return f;
}

/** Offset in minutes at an instant (epoch minutes). */
export function offsetAtInstant(zone: string, utcMinutes: number): number {
  const parts = formatter(zone).formatToParts(new Date(utcMinutes * 60_000));
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

interface DayOffsets {
  start: number;
  end: number;
}

export class ZoneClock {
  private readonly days = new Map<number, DayOffsets>();
  /** Offsets at the start and end of a week (by week number): equal means no change inside it. */
  private readonly weeks = new Map<number, DayOffsets>();

  constructor(readonly zone: string) {}

  private week(week: number): DayOffsets {
    let entry = this.weeks.get(week);
    if (!entry) {
      const start = offsetAtInstant(this.zone, week * 7 * MINUTES_PER_DAY - 1440);
      const end = offsetAtInstant(this.zone, (week + 1) * 7 * MINUTES_PER_DAY + 1440);
      entry = { start, end };
      this.weeks.set(week, entry);
    }
    return entry;
  }

  private day(dayNum: number): DayOffsets {
    let entry = this.days.get(dayNum);
    if (!entry) {
      const week = this.week(Math.floor(dayNum / 7));
      if (week.start === week.end) {
        entry = week;
      } else {
        const guess = offsetAtInstant(this.zone, dayNum * MINUTES_PER_DAY + 720);
        const start = offsetAtInstant(this.zone, dayNum * MINUTES_PER_DAY - guess);
        const end = offsetAtInstant(this.zone, (dayNum + 1) * MINUTES_PER_DAY - guess - 1);
        entry = { start, end };
      }
      this.days.set(dayNum, entry);
    }
    return entry;
  }

  /** The offset for a local day, when it is the same all day; otherwise NaN. */
  steadyOffset(dayNum: number): number {
    const d = this.day(dayNum);
    return d.start === d.end ? d.start : Number.NaN;
  }

  /** Epoch minutes of a local wall time (minutes after local midnight) on a local day. */
  toUtc(dayNum: number, localMinute: number): number {
    const d = this.day(dayNum);
    const local = dayNum * MINUTES_PER_DAY + localMinute;
    if (d.start === d.end) return local - d.start;
    const first = local - d.start;
    return offsetAtInstant(this.zone, first) === d.start ? first : local - d.end;
  }

  /** Offset in force at an instant. */
  offsetAt(utcMinutes: number): number {
    const approxDay = Math.floor(utcMinutes / MINUTES_PER_DAY);
    const d = this.day(approxDay);
    if (d.start === d.end) {
      const localDay = Math.floor((utcMinutes + d.start) / MINUTES_PER_DAY);
      if (localDay === approxDay) return d.start;
      const other = this.day(localDay);
      if (other.start === other.end) return other.start;
    }
    return offsetAtInstant(this.zone, utcMinutes);
  }
}
