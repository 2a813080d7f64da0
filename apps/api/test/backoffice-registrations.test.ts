import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  BackofficePaths,
  type ErrorBody,
  type PendingRegistrationsResponse,
  type RegisterResponse,
} from '@portal/contracts';
import { outboxMessages } from '../src/db/schema';
import { buildUser } from '../src/db/seed/builders';
import { register } from './support/registration';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let operator: string;
let skywayOperator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await login(t.app, 'ops@demo.test');
  await buildUser(t.db, {
    tenantId: 'skyway',
    email: 'ops@skyway-backoffice.test',
    password: 'Operator@123',
  });
  skywayOperator = await login(t.app, 'ops@skyway-backoffice.test', {
    host: hosts.skyway,
    password: 'Operator@123',
  });
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string, host: string = hosts.main) => ({ host, authorization: `Bearer ${token}` });

async function registerPending(email: string, host: string = hosts.main): Promise<string> {
  const response = await register(t.app, email, { host });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RegisterResponse>().agencyId;
}

const pending = (token: string) =>
  t.app.inject({ method: 'GET', url: BackofficePaths.getPending, headers: bearer(token) });
const approve = (token: string, agencyId: string) =>
  t.app.inject({
    method: 'POST',
    url: BackofficePaths.approve,
    headers: bearer(token),
    payload: { agencyId },
  });
const reject = (token: string, agencyId: string, reason: string) =>
  t.app.inject({
    method: 'POST',
    url: BackofficePaths.reject,
    headers: bearer(token),
    payload: { agencyId, reason },
  });

describe('back office registrations', () => {
  it('lists the tenant’s pending registrations with their documents, to operators only', async () => {
    const agencyId = await registerPending('listed@backoffice.test');
    const skywayAgencyId = await registerPending('elsewhere@backoffice.test', hosts.skyway);
    const response = await pending(operator);
    expect(response.statusCode).toBe(200);
    const { registrations } = response.json<PendingRegistrationsResponse>();
    const listed = registrations.find((registration) => registration.agencyId === agencyId);
    expect(listed).toMatchObject({
      agencyName: 'Green Leaf Travels',
      owner: { email: 'listed@backoffice.test', firstName: 'Karim' },
    });
    expect(listed?.documents.map((document) => document.kind).sort()).toEqual([
      'nationalIdBack',
      'nationalIdFront',
      'tradeLicense',
    ]);
    expect(registrations.some((registration) => registration.agencyId === skywayAgencyId)).toBe(false);

    const agent = await login(t.app, 'agent@demo.test');
    expect((await pending(agent)).statusCode).toBe(403);
    expect((await approve(agent, agencyId)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: BackofficePaths.getPending })).statusCode).toBe(401);
  });

  it('serves a document as an attachment with its stored type, and 404 across tenants', async () => {
    const agencyId = await registerPending('documents@backoffice.test');
    const { registrations } = (await pending(operator)).json<PendingRegistrationsResponse>();
    const document = registrations
      .find((registration) => registration.agencyId === agencyId)
      ?.documents.find((entry) => entry.kind === 'tradeLicense');
    if (!document) throw new Error('The trade licence is not listed');
    const response = await t.app.inject({
      method: 'GET',
      url: `${BackofficePaths.getDocument}?documentId=${document.documentId}`,
      headers: bearer(operator),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tradeLicense\.pdf"$/);
    expect(response.body.startsWith('%PDF-')).toBe(true);

    const otherTenant = await t.app.inject({
      method: 'GET',
      url: `${BackofficePaths.getDocument}?documentId=${document.documentId}`,
      headers: bearer(skywayOperator, hosts.skyway),
    });
    expect(otherTenant.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${BackofficePaths.getDocument}?documentId=00000000-0000-4000-8000-000000000000`,
      headers: bearer(operator),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for another tenant’s registration', async () => {
    const skywayAgencyId = await registerPending('cross-tenant@backoffice.test', hosts.skyway);
    const response = await approve(operator, skywayAgencyId);
    expect(response.statusCode).toBe(404);
    expect((await reject(operator, skywayAgencyId, 'Not ours')).statusCode).toBe(404);
    // Its own tenant's operator sees and decides it.
    const approved = await t.app.inject({
      method: 'POST',
      url: BackofficePaths.approve,
      headers: bearer(skywayOperator, hosts.skyway),
      payload: { agencyId: skywayAgencyId },
    });
    expect(approved.statusCode).toBe(200);
  });

  it('approves exactly once, after which the owner logs in', async () => {
    const agencyId = await registerPending('approved@backoffice.test');
    const first = await approve(operator, agencyId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ agencyId, status: 'active' });
    const second = await approve(operator, agencyId);
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>().error.code).toBe('NOT_PENDING');
    expect((await reject(operator, agencyId, 'Too late')).statusCode).toBe(409);
    const token = await login(t.app, 'approved@backoffice.test', { password: 'Strong@123' });
    expect(token.length).toBeGreaterThan(16);
  });

  it('rejects with a reason that is mailed to the applicant, and the owner stays out', async () => {
    const agencyId = await registerPending('rejected@backoffice.test');
    expect((await reject(operator, agencyId, 'ab')).statusCode).toBe(400);
    const response = await reject(operator, agencyId, 'The trade licence is unreadable');
    expect(response.statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'rejected@backoffice.test'))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(mail?.body).toContain('The trade licence is unreadable');
    expect((await approve(operator, agencyId)).statusCode).toBe(409);
    await expect(login(t.app, 'rejected@backoffice.test', { password: 'Strong@123' })).rejects.toThrow(
      /INVALID_CREDENTIALS/,
    );
  });
});
