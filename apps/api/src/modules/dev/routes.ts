import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxPaths, ZOutboxList, ZOutboxQuery, ZOutboxStatus } from '@portal/contracts';
import { isOutboxEnabled, mayReadOutbox } from '../../adapters/registry';
import { AppError } from '../../lib/app-error';
import { routeOptions } from '../../lib/route-options';
import { commonErrors, errorResponses } from '../../lib/route-schema';
import { listOutbox } from './list-outbox';
import { renderOutboxPage } from './outbox-page';

/** A development tool for every host alike: it needs no session and no tenant. */
const outboxAccess = { auth: 'public', permission: 'none', tenant: 'none' } as const;

/**
 * The built-in outbox (DESIGN §8): a page and JSON of every mail and SMS, while no real transport is configured.
 * With SMTP_URL set or in production, and to callers from other machines (unless opened), the routes answer 404
 * like any unknown path.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const enabled = isOutboxEnabled(app.env);
  const enabledFor = (request: FastifyRequest) => enabled && mayReadOutbox(app.env, request.ip);
  const assertEnabled = (request: FastifyRequest) => {
    if (!enabledFor(request)) throw new AppError('ROUTE_NOT_FOUND', 404, 'Not found.');
  };

  app.get(
    OutboxPaths.status,
    routeOptions(outboxAccess, {
      tags: ['dev'],
      summary: 'Whether the built-in outbox is on (the code screens then link to it)',
      ok: ZOutboxStatus,
    }),
    async (request) => ({ enabled: enabledFor(request) }),
  );

  app.get(
    OutboxPaths.json,
    {
      config: outboxAccess,
      schema: {
        tags: ['dev'],
        summary: 'Outbox messages, newest first (development only)',
        querystring: ZOutboxQuery,
        response: { 200: ZOutboxList, ...errorResponses(...commonErrors) },
      },
    },
    async (request) => {
      assertEnabled(request);
      return listOutbox({ db: app.db, to: request.query.to });
    },
  );

  app.get(
    OutboxPaths.page,
    {
      config: outboxAccess,
      schema: {
        tags: ['dev'],
        summary: 'Outbox page (HTML), newest first; JSON with Accept: application/json (development only)',
        querystring: ZOutboxQuery,
      },
    },
    async (request, reply) => {
      assertEnabled(request);
      const list = await listOutbox({ db: app.db, to: request.query.to });
      const accept = request.headers.accept ?? '';
      if (accept.includes('application/json') && !accept.includes('text/html')) {
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(list));
      }
      return reply.type('text/html; charset=utf-8').send(renderOutboxPage(list, request.query.to));
    },
  );
};
