import { describe, expect, it } from 'vitest';
import { invitationTexts } from './i18n';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';

describe('invitation page translations', () => {
  it('has the same keys in both languages, with the same placeholders', () => {
    const en = new Map(translationLeaves(invitationTexts.en));
    const bn = new Map(translationLeaves(invitationTexts.bn));
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(translationPlaceholders(bn.get(key) ?? '')).toEqual(translationPlaceholders(text));
    }
  });

  it('names the fields as the spec’s new-password screen does', () => {
    expect(invitationTexts.en.password).toBe('Password');
    expect(invitationTexts.en.confirmPassword).toBe('Confirm Password');
  });
});
