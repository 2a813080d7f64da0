import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CustomerPaths, IdentityPaths, type ErrorBody, type UserContext } from '@portal/contracts';
import { sessions, users } from '../src/db/schema';
import { hashSessionToken } from '../src/lib/session-token';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const context = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: CustomerPaths.getUserContext,
    headers: { host: hosts.main, authorization: `Bearer ${token}`, ...headers },
  });
const endSessions = (operatorToken: string, payload: Record<string, unknown>, host: string = hosts.main) =>
  t.app.inject({
    method: 'POST',
    url: IdentityPaths.endUserSessions,
    headers: { host, authorization: `Bearer ${operatorToken}` },
    payload,
  });
const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

describe('user context', () => {
  it('answers every field of the spec, and stores the device description with the session', async () => {
    const token = await login(t.app, 'agent@demo.test');
    const device = {
      browser: { name: 'Chrome', version: '126.0' },
      os: { name: 'Linux', version: '' },
      device: { model: '', type: 'desktop', vendor: '' },
      screen: { width: 1280, height: 720 },
    };
    const response = await context(token, {
      'x-geo-data': Buffer.from(JSON.stringify(device)).toString('base64'),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<UserContext>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'firstName',
        'lastName',
        'companyName',
        'email',
        'profileLogo',
        'companyLogo',
        'onlineUpload',
        'functionalities',
        'isOperator',
        'operatorPermissions',
        'isReviewGiven',
        'documentCollect',
        'associatedStaff',
        'associatedBranch',
        'authentic',
      ].sort(),
    );
    expect(body.authentic).toEqual({ forceLogout: false, logoutMessage: null, newToken: null });
    const [row] = await t.db
      .select({ geoData: sessions.geoData })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.geoData).toEqual(device);
  });

  it('ignores a malformed or oversized geo data header', async () => {
    const token = await login(t.app, 'agent@demo.test');
    expect((await context(token, { 'x-geo-data': 'not base64 json' })).statusCode).toBe(200);
    expect((await context(token, { 'x-geo-data': 'A'.repeat(5000) })).statusCode).toBe(200);
    const [row] = await t.db
      .select({ geoData: sessions.geoData })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.geoData).toBeNull();
  });

  it('rotates an old token through newToken; the old one works briefly, then not', async () => {
    const token = await login(t.app, 'agent@demo.test');
    await t.db
      .update(sessions)
      .set({ tokenIssuedAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const rotated = (await context(token)).json<UserContext>();
    const newToken = rotated.authentic.newToken ?? '';
    expect(newToken).not.toBe('');
    expect((await context(newToken)).json<UserContext>().authentic.newToken).toBeNull();
    expect((await context(token)).statusCode).toBe(200);

    await t.db
      .update(sessions)
      .set({ previousTokenValidUntil: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(newToken)));
    expect((await context(token)).statusCode).toBe(401);
    expect((await context(newToken)).statusCode).toBe(200);
  });
});

describe('operators end a user’s sessions', () => {
  it('tells the user at the next user context; every other call is refused 401', async () => {
    const agentToken = await login(t.app, 'agent@demo.test');
    const operatorToken = await login(t.app, 'ops@demo.test');
    const ended = await endSessions(operatorToken, {
      userId: await userIdOf('agent@demo.test'),
      logoutMessage: 'Your account is under review.',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json<{ endedSessions: number }>().endedSessions).toBeGreaterThanOrEqual(1);

    const notice = await context(agentToken);
    expect(notice.statusCode).toBe(200);
    expect(notice.json<UserContext>().authentic).toEqual({
      forceLogout: true,
      logoutMessage: 'Your account is under review.',
      newToken: null,
    });
    const other = await t.app.inject({
      method: 'POST',
      url: IdentityPaths.logout,
      headers: { host: hosts.main, authorization: `Bearer ${agentToken}` },
    });
    expect(other.statusCode).toBe(401);
    expect(other.json<ErrorBody>().error.code).toBe('SESSION_ENDED');

    const fresh = await login(t.app, 'agent@demo.test');
    expect((await context(fresh)).json<UserContext>().authentic.forceLogout).toBe(false);
  });

  it('is for operators only, and only for users of their own tenant', async () => {
    const agentToken = await login(t.app, 'agent@demo.test');
    const operatorToken = await login(t.app, 'ops@demo.test');
    expect((await endSessions(agentToken, { userId: await userIdOf('ops@demo.test') })).statusCode).toBe(403);
    const foreign = await endSessions(operatorToken, { userId: await userIdOf('agent@skyway.test') });
    expect(foreign.statusCode).toBe(404);
  });
});
