import { describe, expect, it } from 'vitest';
import { addDays, tenantToday } from './tenant-today';

describe('tenant today', () => {
  it('uses the Dhaka date, not the browser’s', () => {
    // 20:30 UTC is already 02:30 the next day in Dhaka (UTC+6).
    expect(tenantToday(new Date('2026-03-31T20:30:00Z'))).toBe('2026-04-01');
    expect(tenantToday(new Date('2026-03-31T17:59:00Z'))).toBe('2026-03-31');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
