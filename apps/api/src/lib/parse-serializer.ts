import type { FastifySerializerCompiler } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';

/**
 * Checks answers against their response schema by parsing rather than encoding, for responses that echo a request
 * schema with a one-way transform (upper-casing airport codes), which cannot be encoded. Data the API produced is
 * already in its parsed form, so parsing checks it just as well.
 */
export const parseSerializerCompiler: FastifySerializerCompiler<$ZodType> = ({ schema, method, url }) => {
  return (data) => {
    const result = safeParse(schema, data);
    if (result.error) {
      throw new Error(`Response of ${method} ${url} does not match its schema: ${result.error.message}`);
    }
    return JSON.stringify(result.data);
  };
};
