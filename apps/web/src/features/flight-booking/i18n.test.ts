import { describe, expect, it } from 'vitest';
import { flightBookingTexts } from './i18n';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('booking page translations', () => {
  const en = new Map(leaves(flightBookingTexts.en));
  const bn = new Map(leaves(flightBookingTexts.bn));

  it('has the same keys in both languages', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('keeps every placeholder in Bangla', () => {
    for (const [key, text] of en) {
      expect({ key, placeholders: placeholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
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
