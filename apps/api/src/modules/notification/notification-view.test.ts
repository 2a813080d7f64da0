import { describe, expect, it } from 'vitest';
import { notificationStatus } from './notification-view';

const now = new Date('2026-05-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('notificationStatus', () => {
  it('is Scheduled before the start, Active from it, Ended from the end', () => {
    const row = {
      startsAt: at('2026-05-01T10:00:00Z'),
      endsAt: at('2026-05-02T10:00:00Z'),
      withdrawnAt: null,
    };
    expect(notificationStatus(row, at('2026-05-01T09:59:59Z'))).toBe('Scheduled');
    expect(notificationStatus(row, now)).toBe('Active');
    expect(notificationStatus(row, at('2026-05-02T10:00:00Z'))).toBe('Ended');
  });

  it('stays Active without an end, and a withdrawal wins over the dates', () => {
    expect(
      notificationStatus({ startsAt: at('2020-01-01T00:00:00Z'), endsAt: null, withdrawnAt: null }, now),
    ).toBe('Active');
    const future = { startsAt: at('2027-01-01T00:00:00Z'), endsAt: null, withdrawnAt: now };
    expect(notificationStatus(future, now)).toBe('Withdrawn');
  });
});
