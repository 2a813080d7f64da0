import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const bangla = /[\u0980-\u09FF]/;

describe('marketing translations', () => {
  const enTexts = new Map(leaves(en));
  const bnTexts = new Map(leaves(bn as Tree));

  it('has the same keys in both languages', () => {
    expect(enTexts.size).toBeGreaterThan(100);
    expect([...bnTexts.keys()].sort()).toEqual([...enTexts.keys()].sort());
  });

  it('keeps every placeholder, so the brand name and values appear in both languages', () => {
    for (const [key, text] of enTexts) {
      expect({ key, placeholders: placeholders(bnTexts.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('writes every Bangla text in Bengali script, not transliteration', () => {
    for (const [key, text] of bnTexts) {
      const words = text.replace(/\{\{\w+\}\}/g, '').replace(/[^\p{L}]/gu, '');
      if (words.length > 0) expect({ key, bengali: bangla.test(text) }).toEqual({ key, bengali: true });
    }
  });
});
