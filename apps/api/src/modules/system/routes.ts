import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@portal/contracts';
import { checkHealth } from './check-health';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      config: { auth: 'public', permission: 'none', tenant: 'none', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (request, reply) => {
      const result = await checkHealth({ db: app.db, startedAt });
      if (result.status !== 200) request.log.warn('health check failed: database down');
      return reply.status(result.status).send(result.body);
    },
  );
};
