import { describe, expect, it } from 'vitest';
import { formatRemaining } from './format-remaining';

describe('formatRemaining', () => {
  it('reads like a clock, with days and hours only when there are some', () => {
    expect(formatRemaining(65_000)).toBe('01:05');
    expect(formatRemaining(3 * 3600_000 + 4 * 60_000 + 5_000)).toBe('03:04:05');
    expect(formatRemaining(2 * 86_400_000 + 3 * 3600_000 + 4 * 60_000 + 5_999)).toBe('2d 03:04:05');
  });

  it('never goes below zero', () => {
    expect(formatRemaining(-10_000)).toBe('00:00');
  });
});
