import { describe, expect, it } from 'vitest';
import { flightBookingTexts } from './i18n';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';

describe('booking page translations', () => {
  const en = new Map(translationLeaves(flightBookingTexts.en));
  const bn = new Map(translationLeaves(flightBookingTexts.bn));

  it('has the same keys in both languages', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('keeps every placeholder in Bangla', () => {
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });

  it('writes the Bangla texts in Bengali script', () => {
    for (const [key, text] of bn) {
      const words = text.replace(/\{\{\w+\}\}/g, '').replace(/[^\p{L}]/gu, '');
      if (words.length > 0)
        expect({ key, bengali: /[\u0980-\u09FF]/.test(text) }).toEqual({ key, bengali: true });
    }
  });

  it('uses the spec’s loader text as written', () => {
    expect(en.get('book.processing')).toBe('We are processing your request !!');
    expect(en.get('pricing.wait')).toBe('Please wait...');
  });
});
