import { describe, expect, it } from 'vitest';
import { displayCompanyName } from './company-name';

describe('displayCompanyName', () => {
  it('keeps names of up to 90 characters whole', () => {
    expect(displayCompanyName('Demo Travels Ltd')).toBe('Demo Travels Ltd');
    const ninety = 'A'.repeat(90);
    expect(displayCompanyName(ninety)).toBe(ninety);
  });

  it('cuts a longer name to 85 characters plus an ellipsis', () => {
    const name = `${'B'.repeat(85)}CDEFGH`;
    expect(displayCompanyName(name)).toBe(`${'B'.repeat(85)}...`);
  });

  it('counts characters, not UTF-16 units, so Bangla and emoji are not split', () => {
    const name = 'ট'.repeat(80) + '🛫'.repeat(11);
    const shown = displayCompanyName(name);
    expect(Array.from(shown.slice(0, -3))).toHaveLength(85);
    expect(shown.endsWith('...')).toBe(true);
  });
});
