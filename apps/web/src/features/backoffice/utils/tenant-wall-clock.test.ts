import { describe, expect, it } from 'vitest';
import { fromTenantWallClock, toTenantWallClock } from './tenant-wall-clock';

describe('the picker’s wall clock in the tenant’s zone', () => {
  it('shows an instant as Dhaka’s wall clock, whatever zone the instant was written in', () => {
    expect(toTenantWallClock('2025-03-10T08:05:30Z')).toBe('2025-03-10 14:05:30');
    expect(toTenantWallClock('2025-03-10T23:30:00-02:00')).toBe('2025-03-11 07:30:00');
  });

  it('drops parts of a second, so the shown time is never after the instant', () => {
    expect(toTenantWallClock('2025-03-10T08:05:30.999Z')).toBe('2025-03-10 14:05:30');
  });

  it('reads a Dhaka wall clock back as the same instant, with its offset', () => {
    const iso = fromTenantWallClock('2025-03-10 14:05:30');
    expect(iso).toBe('2025-03-10T14:05:30+06:00');
    expect(Date.parse(iso)).toBe(Date.parse('2025-03-10T08:05:30Z'));
    expect(fromTenantWallClock('2025-03-10 14:05')).toBe('2025-03-10T14:05:00+06:00');
  });

  it('uses the offset in force on the day in zones that change their clocks', () => {
    expect(fromTenantWallClock('2025-01-15 12:00:00', 'Europe/London')).toBe('2025-01-15T12:00:00+00:00');
    expect(fromTenantWallClock('2025-07-15 12:00:00', 'Europe/London')).toBe('2025-07-15T12:00:00+01:00');
    expect(fromTenantWallClock('2025-07-15 12:00:00', 'America/New_York')).toBe('2025-07-15T12:00:00-04:00');
  });
});
