import { describe, expect, it } from 'vitest';
import { partialTerms } from './partial-terms';

const now = new Date('2026-11-22T06:00:00Z');
const daysLater = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
const order = (payable: number, firstDepartureAt: Date, partialApprovedDueAt: Date | null = null) => ({
  payable,
  firstDepartureAt,
  partialApprovedDueAt,
});

describe('part payment terms', () => {
  it('asks 40% now, rounded up to a whole taka, and the rest three days before the flight', () => {
    expect(partialTerms(order(2_535_050, daysLater(20)), now)).toEqual({
      minimumPayable: 1_014_100,
      dueAt: daysLater(17),
    });
  });

  it('never lets the due fall more than 30 days after issue', () => {
    expect(partialTerms(order(1_000_000, daysLater(90)), now)?.dueAt).toEqual(daysLater(30));
  });

  it('is not offered within a week of the first flight', () => {
    expect(partialTerms(order(1_000_000, daysLater(6.9)), now)).toBeNull();
    expect(partialTerms(order(1_000_000, daysLater(7)), now)).not.toBeNull();
  });
});

describe('part payment approved by an operator', () => {
  it('holds the approved due date within a week of the flight', () => {
    const approvedDueAt = daysLater(3);
    expect(partialTerms(order(1_000_000, daysLater(5), approvedDueAt), now)).toEqual({
      minimumPayable: 400_000,
      dueAt: approvedDueAt,
    });
  });

  it('lapses once the approved due date has passed or falls within a day of the flight', () => {
    expect(partialTerms(order(1_000_000, daysLater(5), daysLater(-0.1)), now)).toBeNull();
    expect(partialTerms(order(1_000_000, daysLater(5), daysLater(4.5)), now)).toBeNull();
  });

  it('leaves the standard terms alone a week or more ahead', () => {
    expect(partialTerms(order(1_000_000, daysLater(20), daysLater(2)), now)?.dueAt).toEqual(daysLater(17));
  });
});
