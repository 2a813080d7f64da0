import type { FastifySerializerCompiler } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';

/** Where two JSON values differ (key order aside), as a path like `legs.EK585.gate`, or null when they agree. */
export function jsonDifference(sent: unknown, checked: unknown, path = '$'): string | null {
  if (typeof sent !== 'object' || sent === null || typeof checked !== 'object' || checked === null) {
    return JSON.stringify(sent) === JSON.stringify(checked) ? null : path;
  }
  if (Array.isArray(sent) !== Array.isArray(checked)) return path;
  const present = (value: object) =>
    Object.entries(value).filter(([, item]) => item !== undefined && typeof item !== 'function');
  const sentEntries = present(sent);
  const checkedEntries = new Map(present(checked));
  if (sentEntries.length !== checkedEntries.size) {
    const extra = sentEntries.find(([key]) => !checkedEntries.has(key));
    return extra ? `${path}.${extra[0]}` : path;
  }
  for (const [key, item] of sentEntries) {
    if (!checkedEntries.has(key)) return `${path}.${key}`;
    const difference = jsonDifference(item, checkedEntries.get(key), `${path}.${key}`);
    if (difference) return difference;
  }
  return null;
}

/**
 * Serializes answers whose response schema echoes a request schema with a one-way transform (upper-casing airport
 * codes), which cannot be encoded. Data the API produced is already in its parsed form, so parsing checks it.
 *
 * With `checkResponses` (development and tests) every answer is parsed against its schema, and an answer that
 * parsing would change (a field the schema does not name, a value it would rewrite) is an error: so what
 * production sends unchecked, as plain JSON, is what the tests saw pass. Production skips the check because search
 * answers run to hundreds of kilobytes and parsing copies all of it on every poll.
 */
export function createParseSerializerCompiler(options: {
  checkResponses: boolean;
}): FastifySerializerCompiler<$ZodType> {
  if (!options.checkResponses) return () => (data) => JSON.stringify(data);
  return ({ schema, method, url }) => {
    return (data) => {
      const result = safeParse(schema, data);
      if (result.error) {
        throw new Error(`Response of ${method} ${url} does not match its schema: ${result.error.message}`);
      }
      const json = JSON.stringify(data);
      const difference = jsonDifference(JSON.parse(json), result.data);
      if (difference) {
        throw new Error(`Response of ${method} ${url} carries what its schema does not name: ${difference}`);
      }
      return json;
    };
  };
}
