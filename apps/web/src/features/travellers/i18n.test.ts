import { describe, expect, it } from 'vitest';
import { travellerTexts } from './i18n';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('traveller page translations', () => {
  const en = new Map(leaves(travellerTexts.en));
  const bn = new Map(leaves(travellerTexts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: placeholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('uses the spec’s loader and empty texts as written', () => {
    expect(en.get('list.loading')).toBe('Fetching data');
    expect(en.get('list.empty')).toBe('No Records');
  });
});
