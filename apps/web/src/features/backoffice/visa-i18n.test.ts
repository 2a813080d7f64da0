import { describe, expect, it } from 'vitest';
import { VisaApplicationTabs, VisaProductStatuses } from '@portal/contracts';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';
import { visaProductMessageGroups } from './utils/visa-product-message';
import { visaBackofficeTexts } from './visa-i18n';

describe('the back office’s visa translations', () => {
  const en = new Map(translationLeaves(visaBackofficeTexts.en));
  const bn = new Map(translationLeaves(visaBackofficeTexts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });

  it('names every tab and status, every editor message, and keeps the spec’s list texts', () => {
    for (const tab of VisaApplicationTabs) expect(en.has(`visaDesk.tabs.${tab}`)).toBe(true);
    for (const status of VisaProductStatuses) expect(en.has(`visaProducts.statuses.${status}`)).toBe(true);
    for (const [group, texts] of Object.entries(visaProductMessageGroups)) {
      for (const [key, text] of Object.entries(texts))
        expect(en.get(`visaProducts.messages.${group}.${key}`)).toBe(text);
    }
    for (const list of ['visaDesk', 'visaProducts']) {
      expect(en.get(`${list}.loading`)).toBe('Fetching data');
      expect(en.get(`${list}.empty`)).toBe('No Records');
    }
  });
});
