import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Functionality } from '@portal/contracts';
import { createTestApp, type TestApp } from './support/test-app';

const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => routes.push(route) });
});
afterAll(async () => {
  await t.close();
});

const label = (route: RouteOptions) => `${String(route.method)} ${route.url}`;
const permissions = new Set<unknown>(['none', ...Object.keys(Functionality)]);

describe('route inventory', () => {
  it('finds the routes of every module', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of [
      '/health',
      '/tenant/api/v1/Tenant/GetTenantConfig',
      '/utility/api/v1/Banner/GetHomePageBanner',
      '/identity/api/v1/Authentication/Authenticate',
      '/customer/api/v1/User/GetUserContext',
      '/docs/json',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('has an auth decision and a permission decision on every route', () => {
    const undecided = routes
      .filter(
        (route) =>
          !['public', 'user'].includes(String(route.config?.auth)) ||
          !permissions.has(route.config?.permission),
      )
      .map(label);
    expect(undecided).toEqual([]);
  });

  it('puts every API route under /{service}/api/{version}/{Controller}/{Action}', () => {
    const misplaced = routes
      .map((route) => route.url)
      .filter((url) => !url.startsWith('/docs') && url !== '/health')
      .filter((url) => !/^\/[a-z]+\/api\/v\d+\/[A-Za-z]+\/[A-Za-z]+$/.test(url));
    expect(misplaced).toEqual([]);
  });

  it('refuses every route that needs a user when no session is given', async () => {
    const guarded = routes.filter((route) => route.config?.auth === 'user');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      for (const method of methods) {
        const response = await t.app.inject({ method: method as 'GET' | 'POST', url: route.url });
        expect(response.statusCode, label(route)).toBe(401);
      }
    }
  });
});
