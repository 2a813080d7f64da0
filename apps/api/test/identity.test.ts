import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CustomerPaths,
  IdentityPaths,
  ZAuthenticateResponse,
  type AuthenticateResponse,
  type ErrorBody,
} from '@portal/contracts';
import { sessions } from '../src/db/schema';
import { buildAgency, buildUser } from '../src/db/seed/builders';
import { countSessions } from './support/counts';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Login attempts are rate limited per address and tenant, so tests that make many use an address of their own. */
const authenticate = (
  username: string,
  password: string,
  host: string = hosts.main,
  remoteAddress = '127.0.0.1',
) =>
  t.app.inject({
    method: 'POST',
    url: IdentityPaths.authenticate,
    headers: { host },
    payload: { username, password },
    remoteAddress,
  });

const userContext = (token: string, host: string = hosts.main) =>
  t.app.inject({
    method: 'GET',
    url: CustomerPaths.getUserContext,
    headers: { host, authorization: `Bearer ${token}` },
  });

describe('Authenticate', () => {
  it('logs a demo agent in with a session token that opens the user context', async () => {
    const response = await authenticate('agent@skyway.test', 'Demo@1234', hosts.skyway);
    expect(response.statusCode).toBe(200);
    const body = ZAuthenticateResponse.parse(response.json());
    expect(body).toMatchObject({
      authenticated: true,
      forceChangePassword: false,
      verifyPhoneNumber: false,
      verificationReference: null,
      error: null,
    });
    const token = body.identity?.token ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const context = await userContext(token, hosts.skyway);
    expect(context.statusCode).toBe(200);
    expect(context.json()).toMatchObject({
      firstName: 'Sara',
      lastName: 'Ahmed',
      email: 'agent@skyway.test',
    });
  });

  it('keeps only the SHA-256 of the token', async () => {
    const token = await login(t.app, 'ops@demo.test');
    const digest = createHash('sha256').update(token).digest('hex');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, digest));
    expect(row).toBeDefined();
    const stored = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.some((session) => session.tokenHash === token)).toBe(false);
  });

  it('answers a wrong password and an unknown email alike: 401 INVALID_CREDENTIALS, no session', async () => {
    const before = await countSessions(t.db);
    const wrongPassword = await authenticate('agent@demo.test', 'Wrong@1234');
    const unknownEmail = await authenticate('nobody@demo.test', 'Demo@1234');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json<AuthenticateResponse>()).toEqual({
      authenticated: false,
      forceChangePassword: false,
      verifyPhoneNumber: false,
      phoneNumber: null,
      identity: null,
      verificationReference: null,
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    });
    expect(await countSessions(t.db)).toBe(before);
  });

  it('takes comparable time for an unknown email and a wrong password', async () => {
    const agency = await buildAgency(t.db, { tenantId: 'bdfare', name: 'Timing Travels' });
    await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId: agency.id,
      email: 'timing@demo.test',
      password: 'Demo@1234',
    });
    const time = async (username: string) => {
      const started = performance.now();
      await authenticate(username, 'Wrong@1234', hosts.main, '10.0.0.2');
      return performance.now() - started;
    };
    // Warm both paths once, then compare medians of a few runs; both verify one argon2 hash.
    await time('timing@demo.test');
    await time('nobody@demo.test');
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      known.push(await time('timing@demo.test'));
      unknown.push(await time('nobody@demo.test'));
    }
    const ratio = median(unknown) / median(known);
    // Without the stand-in hash an unknown email answers about ten times faster; the bounds leave room for noise.
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it('refuses a white-label user on the provider host, and accepts them on their own', async () => {
    const onMain = await authenticate('agent@skyway.test', 'Demo@1234', hosts.main);
    expect(onMain.statusCode).toBe(401);
    expect(onMain.json<AuthenticateResponse>().error?.code).toBe('INVALID_CREDENTIALS');

    const onSkyway = await authenticate('agent@skyway.test', 'Demo@1234', hosts.skyway);
    expect(onSkyway.statusCode).toBe(200);
  });

  it('does not honour a session on another tenant', async () => {
    const token = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
    expect((await userContext(token, hosts.skyway)).statusCode).toBe(200);
    expect((await userContext(token, hosts.main)).statusCode).toBe(401);
  });

  it('trims the email and ignores its case', async () => {
    expect((await authenticate('   agent@demo.test  ', 'Demo@1234')).statusCode).toBe(200);
    expect((await authenticate('Agent@Demo.TEST', 'Demo@1234')).statusCode).toBe(200);
  });

  it('refuses a disabled account with the same answer as a wrong password', async () => {
    const agency = await buildAgency(t.db, { tenantId: 'bdfare', name: 'Closed Travels' });
    await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId: agency.id,
      email: 'closed@demo.test',
      password: 'Closed@1234',
      status: 'disabled',
    });
    const response = await authenticate('closed@demo.test', 'Closed@1234');
    expect(response.statusCode).toBe(401);
    expect(response.json<AuthenticateResponse>().error?.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('Logout', () => {
  it('ends the session: the same token is refused on the next request', async () => {
    const token = await login(t.app, 'agent@demo.test');
    const logout = await t.app.inject({
      method: 'POST',
      url: IdentityPaths.logout,
      headers: { host: hosts.main, authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ loggedOut: true });

    const after = await userContext(token);
    expect(after.statusCode).toBe(401);
    expect(after.json<ErrorBody>().error.code).toBe('UNAUTHENTICATED');

    const again = await t.app.inject({
      method: 'POST',
      url: IdentityPaths.logout,
      headers: { host: hosts.main, authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: IdentityPaths.logout,
      headers: { host: hosts.main },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('login rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS after 20 attempts a minute from one address on one tenant', async () => {
    const address = '10.0.0.3';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      // A different account each time, so only the per-address budget is spent.
      statuses.push(
        (await authenticate(`nobody${attempt}@skyway.test`, 'Wrong@1234', hosts.skyway, address)).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    const limited = await authenticate('agent@skyway.test', 'Demo@1234', hosts.skyway, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().error.code).toBe('TOO_MANY_REQUESTS');

    // The budget is per tenant and per address: neither the other tenant nor another address is affected.
    expect((await authenticate('agent@demo.test', 'Demo@1234', hosts.main, address)).statusCode).toBe(200);
    expect((await authenticate('agent@skyway.test', 'Demo@1234', hosts.skyway, '10.0.0.4')).statusCode).toBe(
      200,
    );
  });

  it('asks for the bot check after 10 failed logins of one account, from any addresses, and only for that account', async () => {
    const agency = await buildAgency(t.db, { tenantId: 'skyway', name: 'Guessed Travels' });
    await buildUser(t.db, {
      tenantId: 'skyway',
      agencyId: agency.id,
      email: 'guessed@skyway.test',
      password: 'Demo@1234',
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(
        (await authenticate('guessed@skyway.test', 'Wrong@1234', hosts.skyway, `10.1.0.${attempt}`))
          .statusCode,
      );
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const asked = await authenticate('guessed@skyway.test', 'Demo@1234', hosts.skyway, '10.1.1.1');
    expect(asked.statusCode).toBe(401);
    expect(asked.json<AuthenticateResponse>().error?.code).toBe('BOT_CHECK_REQUIRED');
    // An unknown email is treated the same way, so the question does not reveal which accounts exist.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await authenticate('ghost@skyway.test', 'Wrong@1234', hosts.skyway, `10.2.0.${attempt}`);
    }
    const ghost = await authenticate('ghost@skyway.test', 'Wrong@1234', hosts.skyway, '10.2.1.1');
    expect(ghost.body).toBe(asked.body);
    expect((await authenticate('agent@skyway.test', 'Demo@1234', hosts.skyway, '10.1.1.2')).statusCode).toBe(
      200,
    );
  });
});
