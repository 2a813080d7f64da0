import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerPaths, IdentityPaths, TenantPaths, UtilityPaths } from '@portal/contracts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { tags?: string[]; security?: unknown[]; responses: Record<string, unknown> }>
  >;
  components: { securitySchemes: Record<string, unknown> };
}

describe('OpenAPI', () => {
  it('documents every call with its error responses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);

    const paths = Object.keys(document.paths);
    for (const path of [
      TenantPaths.getTenantConfig,
      ...Object.values(UtilityPaths),
      IdentityPaths.authenticate,
      IdentityPaths.logout,
      CustomerPaths.getUserContext,
      '/health',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/docs'))).toBe(false);

    const authenticate = document.paths[IdentityPaths.authenticate]?.post;
    expect(Object.keys(authenticate?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '413', '415', '429']),
    );
    expect(document.paths[CustomerPaths.getUserContext]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths[TenantPaths.getTenantConfig]?.get?.security).toBeUndefined();
    expect(document.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('serves the reference page at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger');
  });
});
