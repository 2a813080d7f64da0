import { describe, expect, it } from 'vitest';
import { deadlineText, freePeriodEnded, timeLeft } from './deadline';

const now = Date.parse('2026-03-10T08:00:00Z');
const later = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('time left before a deadline', () => {
  it('counts whole hours, rounded down', () => {
    expect(timeLeft(later(20 * 60), now)).toEqual({ unit: 'hours', count: 20 });
    expect(timeLeft(later(20 * 60 + 59), now)).toEqual({ unit: 'hours', count: 20 });
    expect(timeLeft(later(71 * 60 + 30), now)).toEqual({ unit: 'hours', count: 71 });
    expect(timeLeft(later(60), now)).toEqual({ unit: 'hours', count: 1 });
  });

  it('counts minutes, rounded up, in the last hour', () => {
    expect(timeLeft(later(59), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(timeLeft(new Date(now + 10_000).toISOString(), now)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('is nothing once the deadline has passed', () => {
    expect(timeLeft(later(0), now)).toBeNull();
    expect(timeLeft(later(-5), now)).toBeNull();
    expect(timeLeft('not a time', now)).toBeNull();
  });
});

describe('a booking deadline as the queue flags it', () => {
  it('says how long the free cancellation has left', () => {
    expect(deadlineText({ kind: 'FreeCancellation', at: later(20 * 60 + 10) }, now)).toEqual({
      key: 'deadline.freeEndsIn',
      count: 20,
    });
    expect(deadlineText({ kind: 'FreeCancellation', at: later(45) }, now)).toEqual({
      key: 'deadline.freeEndsInMinutes',
      count: 45,
    });
    expect(deadlineText({ kind: 'FreeCancellation', at: later(-1) }, now)).toEqual({
      key: 'deadline.freeEnded',
    });
  });

  it('names the moment a held booking must be paid by, until it lapses', () => {
    const at = later(5 * 60);
    expect(deadlineText({ kind: 'Hold', at }, now)).toEqual({ key: 'deadline.payBy', at });
    expect(deadlineText({ kind: 'Hold', at: later(-1) }, now)).toEqual({ key: 'deadline.holdLapsed' });
  });
});

describe('a free cancellation period', () => {
  it('runs while its end is ahead and has ended from that moment on', () => {
    expect(freePeriodEnded(later(1), now)).toBe(false);
    expect(freePeriodEnded(later(0), now)).toBe(true);
    expect(freePeriodEnded(later(-3 * 24 * 60), now)).toBe(true);
  });
});
