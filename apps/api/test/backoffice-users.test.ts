import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackofficeUserPaths,
  BackofficeUsersPageSize,
  IdentityPaths,
  type BackofficeUser,
  type GetUsersResponse,
} from '@portal/contracts';
import { hashPassword } from '../src/lib/password';
import { buildAgency, buildUser } from '../src/db/seed/builders';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let operator: string;
let skywayOperator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await login(t.app, 'ops@demo.test');
  await buildUser(t.db, { tenantId: 'skyway', email: 'ops@skyway-users.test', password: 'Operator@123' });
  skywayOperator = await login(t.app, 'ops@skyway-users.test', {
    host: hosts.skyway,
    password: 'Operator@123',
  });
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string, host: string = hosts.main) => ({ host, authorization: `Bearer ${token}` });

async function getUsers(token: string, query = '', host: string = hosts.main) {
  return t.app.inject({
    method: 'GET',
    url: `${BackofficeUserPaths.getUsers}${query}`,
    headers: bearer(token, host),
  });
}

async function listed(token: string, query = '', host: string = hosts.main): Promise<GetUsersResponse> {
  const response = await getUsers(token, query, host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GetUsersResponse>();
}

const rowOf = (page: GetUsersResponse, email: string): BackofficeUser | undefined =>
  page.users.find((user) => user.email === email);

describe('back office user list', () => {
  it('lists the tenant’s users with their agency, role, status and sessions', async () => {
    const page = await listed(operator, '?search=demo.test');
    expect(page).toMatchObject({ page: 1, pageSize: BackofficeUsersPageSize });
    expect(rowOf(page, 'agent@demo.test')).toMatchObject({
      firstName: 'Rahim',
      lastName: 'Uddin',
      agencyName: 'Demo Travels Ltd',
      role: 'agent',
      status: 'active',
    });
    expect(rowOf(page, 'staff@demo.test')).toMatchObject({ role: 'staff', agencyName: 'Demo Travels Ltd' });
    // The operator's own row: no agency, and the session this test signed in with.
    const self = rowOf(page, 'ops@demo.test');
    expect(self).toMatchObject({ role: 'operator', agencyName: null });
    expect(self?.openSessions).toBeGreaterThanOrEqual(1);
    expect(Date.parse(self?.lastSignInAt ?? '')).not.toBeNaN();
    // Listed by email.
    const emails = page.users.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('counts open sessions only, and keeps the last sign-in after an operator ends them', async () => {
    const before = rowOf(await listed(operator, '?search=sessions@demo.test'), 'sessions@demo.test');
    expect(before).toMatchObject({ openSessions: 0, lastSignInAt: null });

    await login(t.app, 'sessions@demo.test');
    await login(t.app, 'sessions@demo.test');
    const signedIn = rowOf(await listed(operator, '?search=sessions@demo.test'), 'sessions@demo.test');
    expect(signedIn?.openSessions).toBe(2);
    expect(Date.parse(signedIn?.lastSignInAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const ended = await t.app.inject({
      method: 'POST',
      url: IdentityPaths.endUserSessions,
      headers: bearer(operator),
      payload: { userId: signedIn?.userId },
    });
    expect(ended.json()).toEqual({ endedSessions: 2 });
    const after = rowOf(await listed(operator, '?search=sessions@demo.test'), 'sessions@demo.test');
    expect(after?.openSessions).toBe(0);
    expect(after?.lastSignInAt).toBe(signedIn?.lastSignInAt);
  });

  it('searches email, full name and agency name, case-insensitively, taking wildcards literally', async () => {
    const emails = async (search: string) =>
      (await listed(operator, `?search=${encodeURIComponent(search)}`)).users.map((user) => user.email);
    expect(await emails('SESSIONS@')).toEqual(['sessions@demo.test']);
    expect(await emails('jamal sark')).toEqual(['sessions@demo.test']);
    expect(await emails('  Nadia  ')).toEqual(['ops@demo.test']);
    const agency = await emails('demo TRAVELS');
    expect(agency).toContain('agent@demo.test');
    expect(agency).not.toContain('ops@demo.test');
    expect(await emails('%')).toEqual([]);
    expect(await emails('_')).toEqual([]);
    // An empty search lists everyone.
    expect((await listed(operator, '?search=')).total).toBe((await listed(operator)).total);
  });

  it('is scoped to the operator’s tenant', async () => {
    const main = await listed(operator, '?search=skyway');
    expect(main.users).toEqual([]);
    expect(main.total).toBe(0);

    const skyway = await listed(skywayOperator, '', hosts.skyway);
    expect(skyway.users.map((user) => user.email).sort()).toEqual([
      'agent@skyway.test',
      'ops@skyway-users.test',
    ]);
    expect((await listed(skywayOperator, '?search=demo.test', hosts.skyway)).total).toBe(0);
    // The same operator's token is no session on another tenant's host.
    expect((await getUsers(skywayOperator)).statusCode).toBe(401);
  });

  it('pages 25 at a time', async () => {
    const agency = await buildAgency(t.db, { tenantId: 'bdfare', name: 'Paging Holidays' });
    const passwordHash = await hashPassword('Paging@1234');
    for (let index = 1; index <= 30; index += 1) {
      await buildUser(t.db, {
        tenantId: 'bdfare',
        agencyId: agency.id,
        email: `member-${String(index).padStart(2, '0')}@paging.test`,
        password: 'Paging@1234',
        passwordHash,
      });
    }
    const first = await listed(operator, '?search=paging');
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 30 });
    expect(first.users).toHaveLength(25);
    expect(first.users[0]?.email).toBe('member-01@paging.test');
    const second = await listed(operator, '?search=paging&page=2');
    expect(second).toMatchObject({ page: 2, total: 30 });
    expect(second.users.map((user) => user.email)).toEqual([
      'member-26@paging.test',
      'member-27@paging.test',
      'member-28@paging.test',
      'member-29@paging.test',
      'member-30@paging.test',
    ]);
    expect((await listed(operator, '?search=paging&page=3')).users).toEqual([]);
  });

  it('is for operators only, and refuses a malformed query', async () => {
    const agent = await login(t.app, 'agent@demo.test');
    expect((await getUsers(agent)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: BackofficeUserPaths.getUsers })).statusCode).toBe(401);
    expect((await getUsers(operator, '?page=0')).statusCode).toBe(400);
    expect((await getUsers(operator, '?page=two')).statusCode).toBe(400);
    expect((await getUsers(operator, '?tenantId=skyway')).statusCode).toBe(400);
    expect((await getUsers(operator, `?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});
