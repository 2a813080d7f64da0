import { describe, expect, it } from 'vitest';
import { toLegalBlocks } from './legal-blocks';

describe('toLegalBlocks', () => {
  it('keeps paragraphs in order and groups consecutive items into one list', () => {
    expect(toLegalBlocks(['title', 'p1', 'item1', 'item2', 'p2', 'item3'])).toEqual([
      { kind: 'paragraph', key: 'p1' },
      { kind: 'list', keys: ['item1', 'item2'] },
      { kind: 'paragraph', key: 'p2' },
      { kind: 'list', keys: ['item3'] },
    ]);
  });

  it('gives nothing for a section with only a title', () => {
    expect(toLegalBlocks(['title'])).toEqual([]);
  });
});
