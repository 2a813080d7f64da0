import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contracts';
import { maxInputDepth, readRequestInput } from './request-input';

const trim = (value: string) => value.trim();
const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

describe('readRequestInput', () => {
  it('trims strings at any depth, keeps keys in order and leaves other values alone', () => {
    const read = readRequestInput(
      { username: '  a@b.test ', nested: { list: [' x ', 2, null, { y: ' z' }] }, flag: true, count: 0 },
      { part: 'body', text: trim },
    );
    expect(read).toEqual({
      username: 'a@b.test',
      nested: { list: ['x', 2, null, { y: 'z' }] },
      flag: true,
      count: 0,
    });
    expect(Object.keys(read as object)).toEqual(['username', 'nested', 'flag', 'count']);
  });

  it(`takes ${maxInputDepth} levels and refuses one more`, () => {
    expect(readRequestInput(nested(maxInputDepth), { part: 'body' })).toEqual(nested(maxInputDepth));
    expect(() => readRequestInput(nested(maxInputDepth + 1), { part: 'body' })).toThrow(
      expect.objectContaining({ code: ErrorCode.NestingTooDeep, status: 400 }),
    );
  });

  it('names the field that carries a control character', () => {
    expect(() => readRequestInput({ contact: { email: 'a\u0000@b.test' } }, { part: 'body' })).toThrow(
      expect.objectContaining({
        code: ErrorCode.ControlCharacter,
        message: 'contact.email: must not contain control characters (such as a NUL byte)',
      }),
    );
  });
});
