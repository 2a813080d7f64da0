import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackofficePaths,
  IdentityPaths,
  TenantAdminPaths,
  TravellerPaths,
  type AuthenticateResponse,
  type PendingRegistrationsResponse,
  type RegisterResponse,
  type TravellerResponse,
} from '@portal/contracts';
import { agencies } from '../src/db/schema';
import { register } from './support/registration';
import { hosts, login } from './support/requests';
import { adminPost, bearer, createAndPublish } from './support/tenant-admin';
import { createTestApp, type TestApp } from './support/test-app';

const orbitHost = 'orbit.localhost';
let t: TestApp;
let orbitOperator: string;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  const provider = await login(t.app, 'ops@demo.test');
  await createAndPublish(t.app, provider, { tenantId: 'orbit', hosts: [orbitHost, 'portal.orbit.test'] });
  // Its first operator, through the real calls: created, then the forced password change.
  const created = await adminPost(t.app, provider, TenantAdminPaths.createOperator, {
    tenantId: 'orbit',
    firstName: 'Rana',
    lastName: 'Das',
    email: 'ops@orbit.test',
    temporaryPassword: 'Welcome@2345',
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const first = await t.app.inject({
    method: 'POST',
    url: IdentityPaths.authenticate,
    headers: { host: orbitHost, 'x-device-id': 'isolation-device' },
    payload: { username: 'ops@orbit.test', password: 'Welcome@2345' },
  });
  await t.app.inject({
    method: 'POST',
    url: IdentityPaths.changePassword,
    headers: bearer(first.json<AuthenticateResponse>().identity?.token ?? '', orbitHost),
    payload: { username: 'ops@orbit.test', password: 'Orbit@2345' },
  });
  orbitOperator = await login(t.app, 'ops@orbit.test', { host: orbitHost, password: 'Orbit@2345' });
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, host: string, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token, host), query });
const post = (token: string, host: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token, host), payload });

const person = {
  title: 'Mr',
  firstName: 'Karim',
  lastName: 'Hossain',
  dateOfBirth: '1985-04-12',
  gender: 'Male',
  nationality: 'BD',
  passportNumber: 'EB1234567',
  passportExpiry: '2031-06-30',
  email: null,
  phone: null,
};

describe('a tenant made in the back office is isolated like any tenant', () => {
  it('takes registrations on its own host, decided by its own operators only', async () => {
    const registered = await register(t.app, 'owner@orbit-agency.test', { host: orbitHost });
    expect(registered.statusCode, registered.body).toBe(201);
    const { agencyId } = registered.json<RegisterResponse>();
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    expect(agency?.tenantId).toBe('orbit');

    const elsewhere = await register(t.app, 'owner@skyway-agency.test', { host: hosts.skyway });
    const skywayAgencyId = elsewhere.json<RegisterResponse>().agencyId;

    const mainOperator = await login(t.app, 'ops@demo.test');
    const mainPending = (
      await get(mainOperator, hosts.main, BackofficePaths.getPending)
    ).json<PendingRegistrationsResponse>();
    expect(mainPending.registrations.some((registration) => registration.agencyId === agencyId)).toBe(false);
    expect((await post(mainOperator, hosts.main, BackofficePaths.approve, { agencyId })).statusCode).toBe(
      404,
    );

    const orbitPending = (
      await get(orbitOperator, orbitHost, BackofficePaths.getPending)
    ).json<PendingRegistrationsResponse>();
    expect(orbitPending.registrations.map((registration) => registration.agencyId)).toEqual([agencyId]);
    expect(
      (await post(orbitOperator, orbitHost, BackofficePaths.approve, { agencyId: skywayAgencyId }))
        .statusCode,
    ).toBe(404);
    expect((await post(orbitOperator, orbitHost, BackofficePaths.approve, { agencyId })).statusCode).toBe(
      200,
    );

    // The owner signs in on the tenant's hosts only.
    const owner = await login(t.app, 'owner@orbit-agency.test', { host: orbitHost, password: 'Strong@123' });
    expect(owner.length).toBeGreaterThan(16);
    await expect(login(t.app, 'owner@orbit-agency.test', { password: 'Strong@123' })).rejects.toThrow(
      /INVALID_CREDENTIALS/,
    );
    // A session of the tenant is no session on another.
    expect((await get(owner, hosts.main, TravellerPaths.getAll)).statusCode).toBe(401);
  });

  it('keeps its agencies’ objects from other tenants, and theirs from it: 404 both ways', async () => {
    const owner = await login(t.app, 'owner@orbit-agency.test', { host: orbitHost, password: 'Strong@123' });
    const ours = (await post(owner, orbitHost, TravellerPaths.create, person)).json<TravellerResponse>()
      .traveller;
    expect((await get(owner, orbitHost, TravellerPaths.view, { id: ours.id })).statusCode).toBe(200);

    const mainAgent = await login(t.app, 'agent@demo.test');
    const skywayAgent = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
    expect((await get(mainAgent, hosts.main, TravellerPaths.view, { id: ours.id })).statusCode).toBe(404);
    expect((await get(skywayAgent, hosts.skyway, TravellerPaths.view, { id: ours.id })).statusCode).toBe(404);
    const update = await post(skywayAgent, hosts.skyway, TravellerPaths.update, {
      ...person,
      id: ours.id,
      lastName: 'Changed',
    });
    expect(update.statusCode).toBe(404);

    const theirs = (
      await post(mainAgent, hosts.main, TravellerPaths.create, { ...person, passportNumber: 'EB7654321' })
    ).json<TravellerResponse>().traveller;
    expect((await get(owner, orbitHost, TravellerPaths.view, { id: theirs.id })).statusCode).toBe(404);
    expect(
      (await post(owner, orbitHost, TravellerPaths.update, { ...person, id: theirs.id, lastName: 'Changed' }))
        .statusCode,
    ).toBe(404);
    const viewed = (
      await get(owner, orbitHost, TravellerPaths.view, { id: ours.id })
    ).json<TravellerResponse>();
    expect(viewed.traveller.lastName).toBe('Hossain');
  });
});
