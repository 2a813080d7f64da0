import { describe, expect, it } from 'vitest';
import { HotelSearchErrorMessage, HotelSearchMessage } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import './i18n';

/** Every key path of a nested bundle, sorted. */
function keysOf(bundle: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(bundle)
    .flatMap(([key, value]) =>
      value && typeof value === 'object'
        ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    )
    .sort();
}

describe('hotel search texts', () => {
  it('has every English text in Bangla too', () => {
    const en = keysOf(i18n.getResourceBundle('en', 'hotelSearch') as Record<string, unknown>);
    const bn = keysOf(i18n.getResourceBundle('bn', 'hotelSearch') as Record<string, unknown>);
    expect(en.length).toBeGreaterThan(150);
    expect(bn).toEqual(en);
  });

  it('writes the spec’s texts exactly as the spec does', () => {
    const t = i18n.getFixedT('en', 'hotelSearch');
    expect(t('results.skeleton')).toBe('We are curating the best hotels at the cheapest price.');
    expect(t('details.loading')).toBe('Checking Availablity');
  });

  it('uses the API’s own validation messages in English', () => {
    const t = i18n.getFixedT('en', 'hotelSearch');
    for (const [key, text] of Object.entries(HotelSearchMessage)) expect(t(`messages.${key}`)).toBe(text);
    expect(t('results.expired.body')).toBe(HotelSearchErrorMessage.searchExpired);
    expect(t('results.notFound.body')).toBe(HotelSearchErrorMessage.searchNotFound);
  });
});
