import { describe, expect, it } from 'vitest';
import { issueDeadline } from './countdown';

describe('issueDeadline', () => {
  it('is a minute before the time limit', () => {
    expect(issueDeadline('2026-01-01T10:00:00.000Z')).toBe(Date.parse('2026-01-01T09:59:00.000Z'));
  });
});
