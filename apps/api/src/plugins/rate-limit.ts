import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../lib/app-error';

/** Login attempts per IP and tenant per minute: enough for people who mistype, too few for guessing passwords. */
export const authenticateRateLimit = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.tenant?.id ?? request.hostname}`,
};

/**
 * In-process counters. With several API processes each counts alone, which is the documented trade-off until
 * REDIS_URL backs a shared store.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: true,
    // Per-IP budget for API calls (env, 600 by default): generous, it only stops floods. Pages and static files are
    // not counted.
    max: app.env.API_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new AppError(
        ErrorCode.TooManyRequests,
        429,
        `Too many requests. Please try again in ${context.after}.`,
      ),
  });
}
