import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CustomerPaths,
  IdentityPaths,
  OperatorPermission,
  TenantAdminPaths,
  type AuthenticateResponse,
  type TenantDetail,
  type TenantOperator,
  type UserContext,
} from '@portal/contracts';
import { outboxMessages, users } from '../src/db/schema';
import { multipart, pngBytes } from './support/registration';
import { hosts, login } from './support/requests';
import {
  adminGet,
  adminPost,
  bearer,
  createAndPublish,
  errorOf,
  orbitBrand,
  tenantRowCounts,
} from './support/tenant-admin';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let provider: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = await login(t.app, 'ops@demo.test');
  await createAndPublish(t.app, provider, {
    tenantId: 'orbit',
    hosts: ['portal.orbit.test', 'orbit.localhost'],
  });
});
afterAll(async () => {
  await t.close();
});

const orbitHost = 'orbit.localhost';
const temporaryPassword = 'Welcome@2345';

/** One call of every tenant-management route, with a valid body, as the given session on the given host. */
function everyRoute(token: string, host: string) {
  const headers = bearer(token, host);
  const upload = multipart({ tenantId: 'orbit', kind: 'logo' }, [
    { name: 'file', filename: 'logo.png', contentType: 'image/png', content: pngBytes() },
  ]);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  return [
    t.app.inject({ method: 'GET', url: TenantAdminPaths.list, headers }),
    t.app.inject({ method: 'GET', url: TenantAdminPaths.get, headers, query: { tenantId: 'orbit' } }),
    t.app.inject({
      method: 'GET',
      url: TenantAdminPaths.version,
      headers,
      query: { tenantId: 'orbit', version: '1' },
    }),
    post(TenantAdminPaths.create, { tenantId: 'sneaky', hosts: ['sneaky.test'], brand: orbitBrand() }),
    post(TenantAdminPaths.saveVersion, {
      tenantId: 'orbit',
      hosts: ['orbit.localhost'],
      brand: orbitBrand(),
    }),
    post(TenantAdminPaths.publish, { tenantId: 'orbit', version: 1 }),
    post(TenantAdminPaths.rollback, { tenantId: 'orbit', version: 1 }),
    t.app.inject({
      method: 'POST',
      url: TenantAdminPaths.uploadAsset,
      headers: { ...headers, 'content-type': upload.contentType },
      payload: upload.payload,
    }),
    post(TenantAdminPaths.createOperator, {
      tenantId: 'orbit',
      firstName: 'Sneaky',
      lastName: 'Person',
      email: 'sneaky@orbit.test',
      temporaryPassword,
    }),
  ];
}

describe('who may manage tenants', () => {
  it('covers every tenant-management route in these checks', () => {
    expect(everyRoute('x', hosts.main)).toHaveLength(Object.keys(TenantAdminPaths).length);
  });

  it('refuses (403) a white-label tenant’s operators and agency users; 401 without a session; nothing stored', async () => {
    const before = await tenantRowCounts(t.db);
    const callers = [
      {
        token: await login(t.app, 'ops@tripzen.test', { host: 'tripzen.localhost' }),
        host: 'tripzen.localhost',
      },
      { token: await login(t.app, 'agent@demo.test'), host: hosts.main },
      { token: await login(t.app, 'agent@skyway.test', { host: hosts.skyway }), host: hosts.skyway },
      { token: await login(t.app, 'staff@demo.test'), host: hosts.main },
    ];
    for (const caller of callers) {
      for (const response of await Promise.all(everyRoute(caller.token, caller.host))) {
        expect(errorOf(response)).toEqual({ status: 403, code: 'FORBIDDEN' });
      }
    }
    for (const response of await Promise.all(everyRoute('no-such-token', hosts.main))) {
      expect(response.statusCode).toBe(401);
    }
    expect(await tenantRowCounts(t.db)).toEqual(before);

    const context = await t.app.inject({
      method: 'GET',
      url: CustomerPaths.getUserContext,
      headers: bearer(callers[0]?.token ?? '', 'tripzen.localhost'),
    });
    expect(context.json<UserContext>().operatorPermissions).not.toContain(OperatorPermission.ManageTenants);
  });

  it('refuses the provider’s operator a session of another tenant (the main tenant’s token elsewhere is unknown)', async () => {
    const [list] = everyRoute(provider, 'skyway.localhost');
    expect((await list)?.statusCode).toBe(401);
  });
});

describe('a tenant’s first operator', () => {
  const authenticate = (host: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: IdentityPaths.authenticate,
      headers: { host, 'x-device-id': 'tenant-admin-test-device' },
      payload: { username: 'rana@orbit.test', password },
    });

  it('is created with the temporary password, welcomed by mail without it, and must change it first', async () => {
    const created = await adminPost(t.app, provider, TenantAdminPaths.createOperator, {
      tenantId: 'orbit',
      firstName: 'Rana',
      lastName: 'Das',
      email: 'Rana@Orbit.test',
      temporaryPassword,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<TenantOperator>()).toMatchObject({
      firstName: 'Rana',
      lastName: 'Das',
      email: 'rana@orbit.test',
    });

    const [row] = await t.db.select().from(users).where(eq(users.email, 'rana@orbit.test'));
    expect(row).toMatchObject({
      tenantId: 'orbit',
      role: 'operator',
      agencyId: null,
      forceChangePassword: true,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(temporaryPassword);

    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'rana@orbit.test'))
      .orderBy(desc(outboxMessages.createdAt));
    expect(mail?.tenantId).toBe('orbit');
    expect(mail?.body).toContain('http://orbit.localhost');
    expect(mail?.body).not.toContain(temporaryPassword);
    expect(mail?.subject).toContain('Orbit Trips');

    const detail = (
      await adminGet(t.app, provider, TenantAdminPaths.get, { tenantId: 'orbit' })
    ).json<TenantDetail>();
    expect(detail.operators.map((operator) => operator.email)).toEqual(['rana@orbit.test']);

    // Not an account of any other tenant.
    expect((await authenticate(hosts.main, temporaryPassword)).statusCode).toBe(401);
    expect((await authenticate(hosts.skyway, temporaryPassword)).statusCode).toBe(401);

    const first = await authenticate(orbitHost, temporaryPassword);
    const restricted = first.json<AuthenticateResponse>();
    expect(restricted).toMatchObject({ authenticated: true, forceChangePassword: true });
    const restrictedToken = restricted.identity?.token ?? '';
    const blocked = await t.app.inject({
      method: 'GET',
      url: CustomerPaths.getUserContext,
      headers: bearer(restrictedToken, orbitHost),
    });
    expect(blocked.statusCode).toBe(403);

    const changed = await t.app.inject({
      method: 'POST',
      url: IdentityPaths.changePassword,
      headers: bearer(restrictedToken, orbitHost),
      payload: { username: 'rana@orbit.test', password: 'Chosen@2345' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const token = await login(t.app, 'rana@orbit.test', { host: orbitHost, password: 'Chosen@2345' });
    const context = await t.app.inject({
      method: 'GET',
      url: CustomerPaths.getUserContext,
      headers: bearer(token, orbitHost),
    });
    expect(context.statusCode).toBe(200);
    const permissions = context.json<UserContext>().operatorPermissions;
    expect(permissions.length).toBeGreaterThan(0);
    expect(permissions).not.toContain(OperatorPermission.ManageTenants);
    // A white-label operator, so tenant management stays closed to them.
    const [list] = everyRoute(token, orbitHost);
    expect(errorOf((await list)!)).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('refuses (409) an address already used by a user of that tenant, storing nothing', async () => {
    const before = await tenantRowCounts(t.db);
    const again = await adminPost(t.app, provider, TenantAdminPaths.createOperator, {
      tenantId: 'orbit',
      firstName: 'Rana',
      lastName: 'Again',
      email: 'rana@orbit.test',
      temporaryPassword,
    });
    expect(errorOf(again)).toEqual({ status: 409, code: 'CONFLICT' });
    expect(await tenantRowCounts(t.db)).toEqual(before);
    // The same address may be a user of another tenant.
    const elsewhere = await adminPost(t.app, provider, TenantAdminPaths.createOperator, {
      tenantId: 'skyway',
      firstName: 'Rana',
      lastName: 'Das',
      email: 'rana@orbit.test',
      temporaryPassword,
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});
