import { describe, expect, it } from 'vitest';
import { staffTexts } from './i18n';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';

describe('staff tab translations', () => {
  const en = new Map(translationLeaves(staffTexts.en));
  const bn = new Map(translationLeaves(staffTexts.bn));

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
    expect(en.get('list.loading')).toBe('Fetching data');
    expect(en.get('list.empty')).toBe('No Records');
  });
});
