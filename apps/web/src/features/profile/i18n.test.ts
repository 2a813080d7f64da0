import { describe, expect, it } from 'vitest';
import { profileTexts } from './i18n';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';

describe('profile page translations', () => {
  it('has the same keys in both languages, with the same placeholders', () => {
    const en = new Map(translationLeaves(profileTexts.en));
    const bn = new Map(translationLeaves(profileTexts.bn));
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(translationPlaceholders(bn.get(key) ?? '')).toEqual(translationPlaceholders(text));
    }
  });

  it('uses the spec’s texts as written', () => {
    expect(profileTexts.en.page.loading).toBe('Fetching data');
    expect(profileTexts.en.password.confirm).toBe('Confirm Password');
  });
});
