import fp from 'fastify-plugin';
import { deepTrim } from '../lib/deep-trim';

/** Every string in a POST body is trimmed before validation (spec §5), in this one place. */
export const trimBodyPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.body !== null && typeof request.body === 'object') request.body = deepTrim(request.body);
    });
  },
  { name: 'trim-body' },
);
