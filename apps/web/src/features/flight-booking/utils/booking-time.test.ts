import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDuration, localDay, localTime } from './booking-time';

describe('booking times', () => {
  it('counts down in minutes and seconds, never below zero', () => {
    expect(formatCountdown(20 * 60_000)).toBe('20:00');
    expect(formatCountdown(65_400)).toBe('01:06');
    expect(formatCountdown(9_000)).toBe('00:09');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it('reads the local clock of the airport', () => {
    expect(localTime('2026-12-05T20:35:00+04:00')).toBe('20:35');
    expect(localDay('2026-12-05T20:35:00+04:00')).toBe('2026-12-05');
    expect(formatDuration(305)).toBe('5h 05m');
    expect(formatDuration(45)).toBe('45m');
  });
});
