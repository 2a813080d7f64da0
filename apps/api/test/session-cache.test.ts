import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CustomerPaths, FlightPaths, Functionality } from '@portal/contracts';
import { roles, sessions, users } from '../src/db/schema';
import { hashSessionToken } from '../src/lib/session-token';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

// On the embedded database resolved sessions are kept in memory; on PostgreSQL every request reads them. Either way
// a change written by anyone, even straight into the tables, must count from the very next request.

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
      await t.db.update(roles).set({ functionalities: before?.functionalities ?? [] }).where(eq(roles.id, roleId));
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
