import { describe, expect, it } from 'vitest';
import {
  translationLeaves,
  translationPlaceholders,
  type TranslationTree,
} from '../../lib/translation-leaves';
import { tenantAdminTexts } from './tenants-i18n';

describe('tenant management texts', () => {
  it('has every English text in Bangla, with the same placeholders', () => {
    const en = translationLeaves(tenantAdminTexts.en as TranslationTree);
    const bn = new Map(translationLeaves(tenantAdminTexts.bn as TranslationTree));
    expect(en.length).toBeGreaterThan(150);
    expect([...bn.keys()].sort()).toEqual(en.map(([key]) => key).sort());
    for (const [key, text] of en)
      expect(translationPlaceholders(bn.get(key) ?? ''), key).toEqual(translationPlaceholders(text));
  });
});
