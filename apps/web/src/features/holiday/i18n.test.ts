import { describe, expect, it } from 'vitest';
import { HolidayRequestMessage, HolidaySearchMessage } from '@portal/contracts';
import { holidayPartsTexts } from '../../components/holiday/i18n';
import { i18n } from '../../lib/i18n';
import {
  translationLeaves,
  translationPlaceholders,
  type TranslationTree,
} from '../../lib/translation-leaves';
import { holidayTexts } from './i18n';

const bundles = { holiday: holidayTexts, holidayParts: holidayPartsTexts };

describe('holiday texts', () => {
  for (const [namespace, texts] of Object.entries(bundles)) {
    it(`has every English text of ${namespace} in Bangla, with the same placeholders`, () => {
      const en = translationLeaves(texts.en as TranslationTree);
      const bn = new Map(translationLeaves(texts.bn as TranslationTree));
      expect(en.length).toBeGreaterThan(60);
      expect([...bn.keys()].sort()).toEqual(en.map(([key]) => key).sort());
      for (const [key, text] of en)
        expect(translationPlaceholders(bn.get(key) ?? ''), key).toEqual(translationPlaceholders(text));
    });
  }

  it('writes the spec’s loading and empty texts exactly as the spec does', () => {
    const t = i18n.getFixedT('en', 'holiday');
    expect(t('queue.empty')).toBe('No Records');
    expect(t('queue.loading')).toBe('Fetching data');
  });

  it('uses the API’s own messages in English', () => {
    const t = i18n.getFixedT('en', 'holidayParts');
    for (const [key, text] of Object.entries({ ...HolidaySearchMessage, ...HolidayRequestMessage })) {
      expect(t(`messages.${key}`)).toBe(text);
    }
  });
});
