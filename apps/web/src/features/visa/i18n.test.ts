import { describe, expect, it } from 'vitest';
import {
  PassengerTitles,
  RequestStatuses,
  VisaApplicantTypes,
  VisaApplicationTabs,
  VisaDocumentCodes,
  VisaEntries,
  VisaTypes,
} from '@portal/contracts';
import { visaPartsTexts } from '../../components/visa/i18n';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';
import { visaApplicationTexts } from './application-i18n';
import { visaTexts } from './i18n';
import { VisaMessages } from './utils/visa-message';

describe.each([
  ['search and booking', visaTexts],
  ['application, list and invoice', visaApplicationTexts],
  ['shared visa pieces', visaPartsTexts],
])('%s translations', (_name, texts) => {
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

describe('visa texts', () => {
  const visa = new Map([...translationLeaves(visaTexts.en), ...translationLeaves(visaApplicationTexts.en)]);
  const parts = new Map(translationLeaves(visaPartsTexts.en));

  it('names every status, tab, visa type, entry, document, applicant type and title the API sends', () => {
    for (const status of RequestStatuses) expect(parts.has(`status.${status}`)).toBe(true);
    for (const tab of VisaApplicationTabs) expect(visa.has(`tabs.${tab}`)).toBe(true);
    for (const type of VisaTypes) expect(parts.has(`visaTypes.${type}`)).toBe(true);
    for (const entries of VisaEntries) expect(parts.has(`entries.${entries}`)).toBe(true);
    for (const code of [...VisaDocumentCodes, 'Visa']) expect(parts.has(`documents.${code}`)).toBe(true);
    for (const type of VisaApplicantTypes) {
      expect(parts.has(`applicantType.${type}`)).toBe(true);
      expect(visa.has(`applicants.hint.${type}`)).toBe(true);
      expect(visa.has(`booking.ageRule.${type}`)).toBe(true);
    }
    for (const title of PassengerTitles) expect(visa.has(`titles.${title}`)).toBe(true);
  });

  it('has every message of the forms, as the contracts write them, in both languages', () => {
    const bn = new Map(translationLeaves(visaTexts.bn));
    for (const [group, texts] of Object.entries(VisaMessages)) {
      for (const [key, text] of Object.entries(texts)) {
        expect(visa.get(`messages.${group}.${key}`)).toBe(text);
        expect(bn.get(`messages.${group}.${key}`)).toBeTruthy();
      }
    }
  });

  it('uses the spec’s loader texts as written, in both languages', () => {
    for (const language of ['en', 'bn'] as const) {
      const search = new Map(translationLeaves(visaTexts[language]));
      const pages = new Map(translationLeaves(visaApplicationTexts[language]));
      expect(search.get('results.loading')).toBe('Fetching data');
      expect(pages.get('order.loading')).toBe('Loading Order details');
      expect(pages.get('list.loading')).toBe('Fetching data');
      expect(pages.get('list.empty')).toBe('No Records');
    }
  });
});
