import { describe, expect, it } from 'vitest';
import { hotelDeskTexts } from './hotel-desk-i18n';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the hotel desk’s translations', () => {
  it('has the same keys in both languages, with the same placeholders', () => {
    const en = new Map(leaves(hotelDeskTexts.en));
    const bn = new Map(leaves(hotelDeskTexts.bn));
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: placeholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
    expect(en.get('hotelDesk.loading')).toBe('Fetching data');
    expect(en.get('hotelDesk.empty')).toBe('No Records');
  });
});
