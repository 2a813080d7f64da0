import { describe, expect, it } from 'vitest';
import { timeLimitSteps } from './time-limit-steps';

describe('timeLimitSteps', () => {
  const current = '2030-05-01T10:00:00.000Z';

  it('offers 6, 12 and 24 hours more, then the latest, when the latest is far enough', () => {
    expect(timeLimitSteps(current, '2030-05-04T10:00:00.000Z')).toEqual([
      { key: '+6h', hours: 6, at: '2030-05-01T16:00:00.000Z' },
      { key: '+12h', hours: 12, at: '2030-05-01T22:00:00.000Z' },
      { key: '+24h', hours: 24, at: '2030-05-02T10:00:00.000Z' },
      { key: 'latest', hours: null, at: '2030-05-04T10:00:00.000Z' },
    ]);
  });

  it('leaves out the steps that reach the latest or beyond', () => {
    expect(timeLimitSteps(current, '2030-05-01T22:00:00.000Z').map((step) => step.key)).toEqual([
      '+6h',
      'latest',
    ]);
  });

  it('offers nothing when the airline extends no further', () => {
    expect(timeLimitSteps(current, null)).toEqual([]);
    expect(timeLimitSteps(current, current)).toEqual([]);
    expect(timeLimitSteps(current, '2030-05-01T09:00:00.000Z')).toEqual([]);
  });
});
