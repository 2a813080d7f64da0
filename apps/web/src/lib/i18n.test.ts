import { describe, expect, it } from 'vitest';
import { i18n, registerTranslations, setTenantTranslations } from './i18n';

describe('translations', () => {
  it('starts in English with the common namespace as default', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('error.title')).toBe('Something went wrong.');
  });

  it('keeps tenant overrides on top of bundles registered before and after them', () => {
    registerTranslations('early', { en: { greeting: 'Hello' }, bn: { greeting: 'হ্যালো' } });
    setTenantTranslations({
      en: { 'footer.tagline': 'Our own tagline', 'early:greeting': 'Welcome', 'late:title': 'Tenant title' },
      bn: { 'late:title': 'টেন্যান্ট শিরোনাম' },
    });
    expect(i18n.t('footer.tagline')).toBe('Our own tagline');
    expect(i18n.t('early:greeting')).toBe('Welcome');

    registerTranslations('late', {
      en: { title: 'Feature title', body: 'Body' },
      bn: { title: 'ফিচার', body: 'বডি' },
    });
    expect(i18n.t('late:title')).toBe('Tenant title');
    expect(i18n.t('late:body')).toBe('Body');
    expect(i18n.getFixedT('bn', 'late')('title')).toBe('টেন্যান্ট শিরোনাম');
    expect(i18n.getFixedT('bn', 'late')('body')).toBe('বডি');
  });
});
