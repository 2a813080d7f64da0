import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { Header } from '@portal/contracts';

const acceptableId = /^[\w.:-]{1,128}$/;

/** Keeps a caller's request id (a proxy or the web client) when it is sane, so logs can be joined; else a new one. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[Header.requestId];
  return typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id on every answer, errors included. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(Header.requestId, request.id);
    });
  },
  { name: 'request-id' },
);
