import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

/**
 * Security headers for the API and the web app it serves. The policy allows only our own scripts; styles may be
 * inline because Mantine writes CSS variables at run time. The tenant config travels in a JSON script tag, which
 * the browser never executes, so no script exception is needed.
 */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Upgrading would break plain-http local hosts such as skyway.localhost; production sits behind TLS.
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
      },
    },
  });

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Every answer the API builds is compressed in one call: a zlib stream per answer (the default above 8 KB on two
    // cores) cost a complete search about a quarter more server CPU in setup, hand-over and garbage than the
    // compression itself. The largest answer (1,000 itineraries) takes a few milliseconds; files still stream.
    syncThreshold: 4 * 1024 * 1024,
    encodings: ['br', 'gzip'],
    // Answers are compressed as they are made: quality 4 compresses a 160 KB search answer in under a millisecond
    // to about 8% of its size (quality 5 takes twice as long for 1-2 points more; 11 takes tens of milliseconds).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
