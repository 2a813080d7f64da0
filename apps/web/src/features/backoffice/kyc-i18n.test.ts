import { describe, expect, it } from 'vitest';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';
import { kycBackofficeTexts } from './kyc-i18n';

describe('KYC review translations', () => {
  const en = new Map(translationLeaves(kycBackofficeTexts.en));
  const bn = new Map(translationLeaves(kycBackofficeTexts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });

  it('uses the spec’s loader and empty texts as written', () => {
    expect(en.get('kyc.loading')).toBe('Fetching data');
    expect(en.get('kyc.empty')).toBe('No Records');
  });
});
