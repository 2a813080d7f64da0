import { describe, expect, it } from 'vitest';
import { HolidayCatalogueMessage } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import {
  translationLeaves,
  translationPlaceholders,
  type TranslationTree,
} from '../../lib/translation-leaves';
import { holidayBackofficeTexts } from './holiday-i18n';

describe('back office holiday texts', () => {
  it('has every English text in Bangla, with the same placeholders', () => {
    const en = translationLeaves(holidayBackofficeTexts.en as TranslationTree);
    const bn = new Map(translationLeaves(holidayBackofficeTexts.bn as TranslationTree));
    expect(en.length).toBeGreaterThan(150);
    expect([...bn.keys()].sort()).toEqual(en.map(([key]) => key).sort());
    for (const [key, text] of en)
      expect(translationPlaceholders(bn.get(key) ?? ''), key).toEqual(translationPlaceholders(text));
  });

  it('shows the catalogue’s own refusals in English as the API writes them', () => {
    const t = i18n.getFixedT('en', 'backoffice');
    for (const [key, text] of Object.entries(HolidayCatalogueMessage)) {
      expect(t(`holidayCatalogue.editor.catalogueMessages.${key}`)).toBe(text);
    }
  });
});
