import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markRoutesPublic } from './route-access';

/** Collects every route's zod schemas into an OpenAPI document; must be registered before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Travel portal API',
        description:
          'Calls of the B2B travel portal. The tenant comes from the Host header (or X-Tenant-Id); ' +
          'every rejection answers { error: { code, message } }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token from Authenticate' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** The reference page at /docs and the document at /docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    markRoutesPublic(docs);
    await docs.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      validatorUrl: false,
    });
  });
}
