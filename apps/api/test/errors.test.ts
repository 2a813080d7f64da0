import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IdentityPaths, UtilityPaths, type ErrorBody } from '@portal/contracts';
import { countSessions } from './support/counts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const authenticate = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: IdentityPaths.authenticate,
    headers: { host: 'localhost', 'content-type': contentType },
    payload,
  });

function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as ErrorBody;
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error.message;
}

describe('the error shape', () => {
  it('answers an unknown API call 404 ROUTE_NOT_FOUND, for any method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/identity/api/v1/Authentication/Nope' });
      expectError(response, 404, 'ROUTE_NOT_FOUND');
    }
  });

  it('answers page paths 404 NOT_BUILT while no web build is served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/searchpad' });
    expectError(response, 404, 'NOT_BUILT');
  });

  describe('rejects bad login bodies with a 4xx and writes no session', () => {
    it.each([
      ['malformed JSON', () => authenticate('{"username": "agent@demo.test",'), 400, 'MALFORMED_JSON'],
      ['an empty JSON body', () => authenticate(''), 400, 'MALFORMED_JSON'],
      [
        'an unknown field',
        () =>
          authenticate(JSON.stringify({ username: 'agent@demo.test', password: 'Demo@1234', role: 'admin' })),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'an over-long email',
        () =>
          authenticate(JSON.stringify({ username: `${'a'.repeat(300)}@demo.test`, password: 'Demo@1234' })),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a text body',
        () => authenticate('username=agent@demo.test', 'text/plain'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'a form body',
        () =>
          authenticate(
            'username=agent%40demo.test&password=Demo%401234',
            'application/x-www-form-urlencoded',
          ),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'a body over 1 MB',
        () =>
          authenticate(JSON.stringify({ username: 'agent@demo.test', password: 'x'.repeat(1024 * 1024) })),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ])('%s', async (_case, send, status, code) => {
      const before = await countSessions(t.db);
      expectError(await send(), status, code);
      expect(await countSessions(t.db)).toBe(before);
    });
  });

  it('names the offending field in validation messages', async () => {
    const unknown = await authenticate(
      JSON.stringify({ username: 'agent@demo.test', password: 'Demo@1234', role: 1 }),
    );
    expect(expectError(unknown, 400, 'VALIDATION_FAILED')).toContain('"role"');

    const badEmail = await authenticate(JSON.stringify({ username: 'not-an-email', password: 'Demo@1234' }));
    expect(expectError(badEmail, 400, 'VALIDATION_FAILED')).toBe('username: Please enter valid email id');

    const missing = await authenticate(JSON.stringify({ username: 'agent@demo.test' }));
    expect(expectError(missing, 400, 'VALIDATION_FAILED')).toMatch(/^password: /);
  });

  it('echoes a sane request id and makes one up otherwise', async () => {
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-42');
    const generated = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id <>' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const onError = await t.app.inject({ method: 'GET', url: '/nope/api/v1/X' });
    expect(onError.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unexpected failure 500 INTERNAL_ERROR without internals, and keeps the top search pad quiet', async () => {
    await t.db.execute(sql`alter table banners rename to banners_away`);
    try {
      const home = await t.app.inject({ method: 'GET', url: UtilityPaths.getHomePageBanner });
      const message = expectError(home, 500, 'INTERNAL_ERROR');
      expect(message).not.toMatch(/banners|relation|sql|select/i);

      const top = await t.app.inject({ method: 'GET', url: UtilityPaths.getTopSearchPadBanner });
      expect(top.statusCode).toBe(200);
      expect(top.json()).toEqual({ banners: [] });
    } finally {
      await t.db.execute(sql`alter table banners_away rename to banners`);
    }
  });
});
