import { describe, expect, it } from 'vitest';
import { deadlineTimes, formatInZone, freeCancellation } from './deadline';

// 23:59 in Dubai (UTC+4) on 14 December is 19:59 UTC and 01:59 the next day in Dhaka (UTC+6).
const freeUntil = '2026-12-14T19:59:00.000Z';

describe('deadlines in the hotel’s clock and the agent’s', () => {
  it('shows the same moment on each clock', () => {
    expect(formatInZone(freeUntil, 'Asia/Dubai')).toBe('14 Dec 2026, 23:59');
    expect(formatInZone(freeUntil, 'Asia/Dhaka')).toBe('15 Dec 2026, 01:59');
  });

  it('gives both when the clocks differ, one when they agree', () => {
    expect(deadlineTimes(freeUntil, { hotel: 'Asia/Dubai', agent: 'Asia/Dhaka' })).toEqual({
      hotel: '14 Dec 2026, 23:59',
      agent: '15 Dec 2026, 01:59',
    });
    expect(deadlineTimes(freeUntil, { hotel: 'Asia/Dubai', agent: 'Asia/Muscat' })).toEqual({
      hotel: '14 Dec 2026, 23:59',
      agent: null,
    });
  });

  it('falls back to the supplier’s wording for a zone the browser does not know', () => {
    expect(formatInZone(freeUntil, 'Mars/Olympus')).toBeNull();
    expect(
      deadlineTimes(freeUntil, { hotel: 'Mars/Olympus', agent: 'Asia/Dhaka' }, 'en', '2026-12-14 23:59'),
    ).toEqual({ hotel: '2026-12-14 23:59', agent: '15 Dec 2026, 01:59' });
  });

  it('writes Bangla digits for Bangla readers', () => {
    expect(formatInZone(freeUntil, 'Asia/Dubai', 'bn')).toMatch(/১৪/);
  });
});

describe('free cancellation', () => {
  const now = Date.parse('2026-12-10T00:00:00Z');
  it('is free before the deadline, over after it, never without one', () => {
    expect(freeCancellation({ refundable: true, freeUntil: '2026-12-10T00:00:01Z' }, now)).toBe('free');
    expect(freeCancellation({ refundable: true, freeUntil: '2026-12-10T00:00:00Z' }, now)).toBe('ended');
    expect(freeCancellation({ refundable: true, freeUntil: null }, now)).toBe('never');
    expect(freeCancellation({ refundable: false, freeUntil: null }, now)).toBe('never');
  });
});
