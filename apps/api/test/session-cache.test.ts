import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CustomerPaths,
  FlightPaths,
  Functionality,
  IdentityPaths,
  ReferencePaths,
  type ErrorBody,
  type UserContext,
} from '@portal/contracts';
import type { Db } from '../src/db/client';
import { roles, sessions, users } from '../src/db/schema';
import { hashSessionToken } from '../src/lib/session-token';
import { DemoPassword } from '../src/db/seed/demo-accounts';
import { latestCodeTo } from './support/outbox';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

// Resolved sessions are kept in memory. A change written by anyone, even straight into the tables, must count from
// the very next request: on the process that made it, and on every other process sharing the database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const context = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: CustomerPaths.getUserContext,
    headers: { host: hosts.main, authorization: `Bearer ${token}` },
  });

/** Two answers in a row, so a cache (where there is one) holds the session before the change. */
async function warm(token: string) {
  expect((await context(token)).statusCode).toBe(200);
  expect((await context(token)).statusCode).toBe(200);
}

describe('a session seen before', () => {
  it('stops on the next request once its row is revoked', async () => {
    const token = await login(t.app, 'agent@demo.test');
    await warm(token);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await context(token)).statusCode).toBe(401);
  });

  it('stops on the next request once its user is disabled, and works again once enabled', async () => {
    const token = await login(t.app, 'agent@demo.test');
    await warm(token);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'agent@demo.test'));
    expect((await context(token)).statusCode).toBe(401);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.email, 'agent@demo.test'));
    expect((await context(token)).statusCode).toBe(200);
  });

  it('is held to its role’s new permissions on the next request', async () => {
    const token = await login(t.app, 'staff@demo.test');
    const search = () =>
      t.app.inject({
        method: 'POST',
        url: FlightPaths.airSearch,
        headers: { host: hosts.main, authorization: `Bearer ${token}` },
        payload: {},
      });
    // Allowed to search: the empty body is refused for what it lacks, not for who sent it.
    expect((await search()).statusCode).toBe(400);
    expect((await search()).statusCode).toBe(400);
    const [staff] = await t.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.email, 'staff@demo.test'));
    const roleId = staff?.roleId ?? '';
    const [before] = await t.db
      .select({ functionalities: roles.functionalities })
      .from(roles)
      .where(eq(roles.id, roleId));
    const withoutSearch = (before?.functionalities ?? []).filter((code) => code !== Functionality.Search);
    await t.db.update(roles).set({ functionalities: withoutSearch }).where(eq(roles.id, roleId));
    try {
      expect((await search()).statusCode).toBe(403);
    } finally {
      await t.db
        .update(roles)
        .set({ functionalities: before?.functionalities ?? [] })
        .where(eq(roles.id, roleId));
    }
    expect((await search()).statusCode).toBe(400);
  });

  it('is refused on the next request once it has expired', async () => {
    const token = await login(t.app, 'agent@demo.test');
    await warm(token);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await context(token)).statusCode).toBe(401);
  });
});

/** The role of staff@demo.test without the Search permission, for the duration of `work`. */
async function withoutSearch(db: Db, work: () => Promise<void>) {
  const [staff] = await db
    .select({ roleId: users.roleId })
    .from(users)
    .where(eq(users.email, 'staff@demo.test'));
  const roleId = staff?.roleId ?? '';
  const [before] = await db
    .select({ functionalities: roles.functionalities })
    .from(roles)
    .where(eq(roles.id, roleId));
  const withoutIt = (before?.functionalities ?? []).filter((code) => code !== Functionality.Search);
  await db.update(roles).set({ functionalities: withoutIt }).where(eq(roles.id, roleId));
  try {
    await work();
  } finally {
    await db
      .update(roles)
      .set({ functionalities: before?.functionalities ?? [] })
      .where(eq(roles.id, roleId));
  }
}

let address = 0;
/** Each code call from its own address, so the per-address limits of the code calls never interfere. */
const nextAddress = () => `10.7.0.${(address += 1)}`;

/** A Redis the test may use (as flight-redis.test.ts); without it the Redis case is left out. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.each(
  [
    {
      where: 'the API process that made the change',
      onSecond: false,
      redis: false,
      passwords: [DemoPassword, 'First@2345'],
    },
    {
      where: 'a second API process on the same database',
      onSecond: true,
      redis: false,
      passwords: ['First@2345', 'Second@2345'],
    },
    {
      where: 'a second API process sharing Redis',
      onSecond: true,
      redis: true,
      passwords: [DemoPassword, 'Third@2345'],
    },
  ].filter((variant) => !variant.redis || redisUrl),
)('a cached session, on $where', ({ onSecond, redis, passwords }) => {
  /** The change is always made through the first app; the next request lands on `next`. */
  let first: TestApp;
  let next: FastifyInstance;
  beforeAll(async () => {
    first = redis ? await createTestApp({ env: { REDIS_URL: redisUrl ?? '' } }) : t;
    next = onSecond ? await first.openSecondApp() : first.app;
  });
  afterAll(async () => {
    if (first !== t) await first.close();
  });

  const call = (app: FastifyInstance, token: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    app.inject({
      method,
      url,
      headers: { host: hosts.main, authorization: `Bearer ${token}` },
      payload: method === 'POST' ? {} : undefined,
    });
  const airlines = (app: FastifyInstance, token: string) =>
    call(app, token, ReferencePaths.getAirlineOptions);
  /** Answered on both processes twice, so each holds the session before the change. */
  async function warmBoth(token: string) {
    for (const app of [first.app, next, first.app, next])
      expect((await airlines(app, token)).statusCode).toBe(200);
  }

  it('ends with a logout', async () => {
    const token = await login(first.app, 'agent@demo.test');
    await warmBoth(token);
    expect((await call(first.app, token, IdentityPaths.logout, 'POST')).statusCode).toBe(200);
    expect((await airlines(next, token)).json<ErrorBody>().error.code).toBe('UNAUTHENTICATED');
  });

  it('ends with a password change', async () => {
    const email = 'reset@demo.test';
    const [current, password] = passwords as [string, string];
    const token = await login(first.app, email, { password: current });
    await warmBoth(token);
    const post = (url: string, payload: Record<string, unknown>) =>
      first.app.inject({
        method: 'POST',
        url,
        headers: { host: hosts.main },
        payload,
        remoteAddress: nextAddress(),
      });
    const started = await post(IdentityPaths.resetPassword, { username: email, deviceCheck: false });
    const reference = started.json<{ verificationReference: string }>().verificationReference;
    const verificationCode = await latestCodeTo(first.db, email);
    expect(
      (await post(IdentityPaths.verifyCode, { username: email, reference, verificationCode })).statusCode,
    ).toBe(200);
    const changed = await post(IdentityPaths.changePassword, { username: email, password, reference });
    expect(changed.json()).toEqual({ passwordChanged: true, error: null });
    expect((await airlines(next, token)).json<ErrorBody>().error.code).toBe('UNAUTHENTICATED');
  });

  it('ends when an operator ends the user’s sessions, and the user context says why', async () => {
    const token = await login(first.app, 'sessions@demo.test');
    await warmBoth(token);
    const operatorToken = await login(first.app, 'ops@demo.test');
    const ended = await first.app.inject({
      method: 'POST',
      url: IdentityPaths.endUserSessions,
      headers: { host: hosts.main, authorization: `Bearer ${operatorToken}` },
      payload: { email: 'sessions@demo.test', logoutMessage: 'Ended by the operator.' },
    });
    expect(ended.json()).toMatchObject({ endedSessions: 1 });
    expect((await airlines(next, token)).json<ErrorBody>().error.code).toBe('SESSION_ENDED');
    const notice = await call(next, token, CustomerPaths.getUserContext);
    expect(notice.json<UserContext>().authentic).toMatchObject({
      forceLogout: true,
      logoutMessage: 'Ended by the operator.',
    });
  });

  it('is held to its role’s new permissions', async () => {
    const token = await login(first.app, 'staff@demo.test');
    const search = (app: FastifyInstance) => call(app, token, FlightPaths.airSearch, 'POST');
    // Allowed to search: the empty body is refused for what it lacks, not for who sent it.
    for (const app of [first.app, next, first.app, next]) expect((await search(app)).statusCode).toBe(400);
    await withoutSearch(first.db, async () => {
      expect((await search(next)).statusCode).toBe(403);
      expect((await search(first.app)).statusCode).toBe(403);
    });
    expect((await search(next)).statusCode).toBe(400);
  });
});
