import { describe, expect, it } from 'vitest';
import { deepTrim } from './deep-trim';

describe('deepTrim', () => {
  it('trims strings at any depth and leaves other values alone', () => {
    expect(
      deepTrim({
        username: '  a@b.test ',
        nested: { list: [' x ', 2, null, { y: ' z' }] },
        flag: true,
        count: 0,
      }),
    ).toEqual({ username: 'a@b.test', nested: { list: ['x', 2, null, { y: 'z' }] }, flag: true, count: 0 });
  });
});
