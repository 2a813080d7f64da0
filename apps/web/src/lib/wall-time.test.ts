import { describe, expect, it } from 'vitest';
import { formatWallTime } from './wall-time';

describe('a flight’s local time', () => {
  it('is shown as the airport keeps it, whatever the reader’s zone', () => {
    expect(formatWallTime('2026-03-10T08:30:00+06:00', 'en')).toBe('10 Mar 2026, 08:30');
    expect(formatWallTime('2026-03-10T23:55:00-08:00', 'en')).toBe('10 Mar 2026, 23:55');
  });
});
