import { describe, expect, it } from 'vitest';
import { kycTexts } from '../../components/kyc/i18n';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';
import { companySettingsTexts } from './i18n';

describe.each([
  ['company settings', companySettingsTexts],
  ['kyc', kycTexts],
])('%s translations', (_, texts) => {
  const en = new Map(translationLeaves(texts.en));
  const bn = new Map(translationLeaves(texts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });
});

it('uses the spec’s loader and empty texts as written', () => {
  const en = new Map(translationLeaves(companySettingsTexts.en));
  expect(en.get('common.loading')).toBe('Fetching data');
  expect(en.get('common.empty')).toBe('No Records');
});
