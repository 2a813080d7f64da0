import { describe, expect, it } from 'vitest';
import { formatCountdown } from './booking-time';

describe('the booking timer', () => {
  it('counts down in minutes and seconds, never below zero', () => {
    expect(formatCountdown(20 * 60_000)).toBe('20:00');
    expect(formatCountdown(65_400)).toBe('01:06');
    expect(formatCountdown(9_000)).toBe('00:09');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });
});
