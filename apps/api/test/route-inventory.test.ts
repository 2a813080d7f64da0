import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Functionality,
  HotelPaths,
  OperatorPermission,
  ReportPaths,
  TenantPaths,
  isOperatorPermission,
} from '@portal/contracts';
import { DemoStaffRole } from '../src/db/seed/demo-accounts';
import { login } from './support/requests';
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
const permissions = new Set<unknown>([
  'none',
  ...Object.keys(Functionality),
  ...Object.values(OperatorPermission),
]);
const isFunctionality = (permission: unknown): permission is keyof typeof Functionality =>
  typeof permission === 'string' && permission in Functionality;
/** One functionality, or a list of them of which the caller must hold any one. */
const functionalitiesOf = (permission: unknown): string[] =>
  Array.isArray(permission) ? permission : isFunctionality(permission) ? [permission] : [];
const isDecided = (permission: unknown) =>
  Array.isArray(permission)
    ? permission.length > 0 && permission.every(isFunctionality)
    : permissions.has(permission);

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
          !['public', 'user'].includes(String(route.config?.auth)) || !isDecided(route.config?.permission),
      )
      .map(label);
    expect(undecided).toEqual([]);
  });

  it('asks no permission of a public route', () => {
    const confused = routes
      .filter((route) => route.config?.auth === 'public' && route.config.permission !== 'none')
      .map(label);
    expect(confused).toEqual([]);
  });

  it('refuses (403) staff whose role lacks a route’s functionality, and operators on every agency route', async () => {
    const staffToken = await login(t.app, 'staff@demo.test');
    const operatorToken = await login(t.app, 'ops@demo.test');
    const held = new Set<string>(DemoStaffRole.functionalities);
    const agencyRoutes = routes.filter(
      (route) => route.config?.auth === 'user' && functionalitiesOf(route.config.permission).length > 0,
    );
    expect(agencyRoutes.length).toBeGreaterThan(0);
    for (const route of agencyRoutes) {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      for (const method of methods) {
        const call = (token: string) =>
          t.app.inject({
            method: method as 'GET' | 'POST',
            url: route.url,
            headers: { host: 'localhost', authorization: `Bearer ${token}` },
          });
        expect((await call(operatorToken)).statusCode, `operator on ${label(route)}`).toBe(403);
        if (!functionalitiesOf(route.config?.permission).some((name) => held.has(name))) {
          expect((await call(staffToken)).statusCode, `staff on ${label(route)}`).toBe(403);
        }
      }
    }
  });

  it('refuses (403) agency users on every operator route', async () => {
    const ownerToken = await login(t.app, 'agent@demo.test');
    for (const route of routes.filter((r) => isOperatorPermission(r.config?.permission))) {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      for (const method of methods) {
        const response = await t.app.inject({
          method: method as 'GET' | 'POST',
          url: route.url,
          headers: { host: 'localhost', authorization: `Bearer ${ownerToken}` },
        });
        expect(response.statusCode, label(route)).toBe(403);
      }
    }
  });

  it('puts every API route under /{service}/api/{version}/{Controller}/{Action}', () => {
    const misplaced = routes
      .map((route) => route.url)
      // The outbox is a development page at the path DESIGN §8 names, not an API call.
      .filter((url) => !url.startsWith('/docs') && !url.startsWith('/dev/') && url !== '/health')
      // The built-in sandbox gateway's checkout and the sandbox GDS's console stand for other companies' sites.
      .filter((url) => !url.startsWith('/sandbox-gateway/') && !url.startsWith('/sandbox-gds'))
      // Hotel gallery images are files named under their call: Hotel/Image/{hotelGuid}/{index}.svg.
      .filter((url) => !url.startsWith(`${HotelPaths.hotelImage}/`))
      // Brand pictures likewise: Asset/File/{uuid}.{png|jpg}.
      .filter((url) => !url.startsWith(`${TenantPaths.assetFile}/`))
      // The spec (§7) names the report service's PDF call pdf/generate/file.
      .filter((url) => url !== ReportPaths.pdf)
      // The spec names the seat map V2/GetSeat inside its controller.
      .filter((url) => !/^\/[a-z]+\/api\/v\d+\/[A-Za-z]+(\/V\d+)?\/[A-Za-z]+$/.test(url));
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
