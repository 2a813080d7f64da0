import fp from 'fastify-plugin';
import { readRequestInput } from '../lib/request-input';

const trim = (value: string) => value.trim();

/**
 * Where input enters, once for every route: the JSON body, the query string and the path parameters are refused
 * (400) when they carry control characters or nest too deep, and the body's strings are trimmed before validation
 * (spec §5). Multipart forms are read by their routes, through the same check (lib/multipart-form).
 */
export const requestInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      request.params = readRequestInput(request.params, { part: 'path' });
      request.query = readRequestInput(request.query, { part: 'query' });
      if (request.body !== undefined)
        request.body = readRequestInput(request.body, { part: 'body', text: trim });
    });
  },
  { name: 'request-input' },
);
