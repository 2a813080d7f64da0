import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env';

/** A year, subdomains included (helmet's default). */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets for these settings. They depend on the settings alone, so they are worked out once: the
 * Fastify plugin built the policy again for every request, about 8% of the time a small answer takes.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers for the API and the web app it serves. The policy allows only our own scripts; styles may be
 * inline because Mantine writes CSS variables at run time. The tenant config travels in a JSON script tag, which
 * the browser never executes, so no script exception is needed.
 */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for images the page holds in memory: a photo previewed before upload, and logos and photos that
        // are fetched with the session's token (an <img> cannot send it) and shown through an object URL.
        imgSrc: ["'self'", 'data:', 'blob:'],
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
    // Sent below, and only over HTTPS: browsers ignore it over plain HTTP, and it says nothing true there.
    strictTransportSecurity: false,
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    // The request came over HTTPS directly, or through a proxy TRUST_PROXY names that says so (X-Forwarded-Proto).
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    done();
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
