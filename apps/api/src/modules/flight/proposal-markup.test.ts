import { describe, expect, it } from 'vitest';
import { proposalMarkupAmount } from './proposal-markup';

describe('proposal markup', () => {
  it('charges a fixed markup for every passenger, infants included', () => {
    expect(proposalMarkupAmount({ kind: 'Fixed', amount: 500_00 }, 100_000_00, 3)).toBe(1_500_00);
  });

  it('charges a percentage of the gross rounded to whole taka', () => {
    expect(proposalMarkupAmount({ kind: 'Percent', percent: 5 }, 45_123_45, 2)).toBe(2_256_00);
    expect(proposalMarkupAmount({ kind: 'Percent', percent: 2.5 }, 10_000_00, 1)).toBe(250_00);
    expect(proposalMarkupAmount({ kind: 'Percent', percent: 0 }, 10_000_00, 1)).toBe(0);
  });
});
