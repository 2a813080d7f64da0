import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createParseSerializerCompiler, jsonDifference } from './parse-serializer';

const schema = z.object({ code: z.string().toUpperCase(), legs: z.array(z.object({ key: z.string() })) });
const serializerOf = (checkResponses: boolean) =>
  createParseSerializerCompiler({ checkResponses })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('answers checked against their schema', () => {
  it('sends a matching answer as it is, whatever the order of its keys', () => {
    const answer = { legs: [{ key: 'EK585' }], code: 'DAC' };
    expect(serializerOf(true)(answer)).toBe(JSON.stringify(answer));
  });

  it('refuses a field the schema does not name, naming where it is', () => {
    expect(() => serializerOf(true)({ code: 'DAC', legs: [{ key: 'EK585', cost: 1 }] })).toThrow(
      /does not name: \$\.legs\.0\.cost/,
    );
  });

  it('refuses a value parsing would rewrite, and one of the wrong type', () => {
    expect(() => serializerOf(true)({ code: 'dac', legs: [] })).toThrow(/\$\.code/);
    expect(() => serializerOf(true)({ code: 1, legs: [] })).toThrow(/does not match its schema/);
  });

  it('in production sends the answer unchecked', () => {
    expect(serializerOf(false)({ code: 'dac', legs: [] })).toBe('{"code":"dac","legs":[]}');
  });
});

describe('jsonDifference', () => {
  it('ignores key order and absent values, and finds missing entries', () => {
    expect(jsonDifference({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1, c: undefined })).toBeNull();
    expect(jsonDifference({ a: 1 }, { a: 1, b: 2 })).toBe('$');
    expect(jsonDifference([1, 2], [1, 3])).toBe('$.1');
  });
});
