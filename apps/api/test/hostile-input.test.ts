import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, IdentityPaths } from '@portal/contracts';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** What the app writes to its log, line by line, so a test can read what an operator would. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let document: OpenApiDocument;
let ownerToken: string;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({
    // Every route is called from one test address: the per-address flood limit would stop the walk.
    env: { API_RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'error' },
    logStream,
  });
  document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
  ownerToken = await login(t.app, 'agent@demo.test');
  operatorToken = await login(t.app, 'ops@demo.test');
});
afterAll(async () => {
  await t.close();
});

const isString = (schema: JsonSchema): boolean =>
  schema.type === 'string' || (schema.anyOf ?? []).some(isString);
const isFreeText = (schema: JsonSchema) =>
  isString(schema) && !schema.enum && !schema.format && !schema.pattern;

/** The routes of the served document with a method, each with its operation. */
function operations(method: 'get' | 'post') {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    methods[method] ? [{ path, operation: methods[method] }] : [],
  );
}

/**
 * Sends a request as a caller who reaches the route's validation: the agency owner, or the operator where the
 * route belongs to the back office (the owner is refused 403 there).
 */
async function callAsPermittedUser(request: {
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}) {
  const send = (token: string) =>
    t.app.inject({
      ...request,
      headers: { host: 'localhost', authorization: `Bearer ${token}`, ...request.headers },
    });
  const asOwner = await send(ownerToken);
  return asOwner.statusCode === 403 ? send(operatorToken) : asOwner;
}

/** Each answer that is not the expected refusal, as `path → status code`, so a failure names every route. */
async function unrefused(
  calls: { label: string; send: () => Promise<{ statusCode: number; json: () => unknown }> }[],
  code: string,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const call of calls) {
    const response = await call.send();
    const body = (() => {
      try {
        return response.json() as { error?: { code?: string } };
      } catch {
        return {};
      }
    })();
    if (response.statusCode !== 400 || body.error?.code !== code) {
      wrong.push(`${call.label} → ${response.statusCode} ${body.error?.code ?? ''}`);
    }
  }
  return wrong;
}

const jsonPostRoutes = () =>
  operations('post').filter(({ operation }) => operation.requestBody?.content['application/json']);

describe('hostile input', () => {
  it('finds the JSON POST routes in the served document', () => {
    expect(jsonPostRoutes().length).toBeGreaterThanOrEqual(60);
  });

  it('refuses a NUL byte in the body of every JSON POST route with 400 CONTROL_CHARACTER', async () => {
    const calls = jsonPostRoutes().map(({ path, operation }) => {
      const schema = operation.requestBody?.content['application/json']?.schema ?? {};
      const fields = Object.entries(schema.properties ?? {});
      const field =
        fields.find(([, property]) => isFreeText(property)) ??
        fields.find(([, property]) => isString(property));
      // The NUL goes where the route takes text; a route without a text field gets it as the whole body.
      const payload = JSON.stringify(field ? { [field[0]]: 'Dhaka\u0000branch' } : 'Dhaka\u0000branch');
      return {
        label: `${path} ${field?.[0] ?? '(body)'}`,
        send: () =>
          callAsPermittedUser({
            method: 'POST',
            url: path,
            payload,
            headers: { 'content-type': 'application/json', 'idempotency-key': `nul-${path.length}-test` },
          }),
      };
    });
    expect(await unrefused(calls, ErrorCode.ControlCharacter)).toEqual([]);
  });

  it('refuses a body nested 10,000 levels deep on every JSON POST route with 400 NESTING_TOO_DEEP', async () => {
    const depth = 10_000;
    const payload = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const calls = jsonPostRoutes().map(({ path }) => ({
      label: path,
      send: () =>
        callAsPermittedUser({
          method: 'POST',
          url: path,
          payload,
          headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${path.length}-test` },
        }),
    }));
    expect(await unrefused(calls, ErrorCode.NestingTooDeep)).toEqual([]);
  });

  it('refuses %00 in the query string or path of every GET route that takes parameters', async () => {
    const calls = operations('get').flatMap(({ path, operation }) => {
      const parameters = operation.parameters ?? [];
      const query = parameters.filter((parameter) => parameter.in === 'query');
      const inPath = parameters.filter((parameter) => parameter.in === 'path');
      if (query.length === 0 && inPath.length === 0) return [];
      const url =
        inPath.reduce((filled, parameter) => filled.replace(`{${parameter.name}}`, 'a%00b'), path) +
        (query.length > 0 ? `?${query.map((parameter) => `${parameter.name}=a%00b`).join('&')}` : '');
      return [{ label: url, send: () => callAsPermittedUser({ method: 'GET', url }) }];
    });
    expect(calls.length).toBeGreaterThanOrEqual(40);
    expect(await unrefused(calls, ErrorCode.ControlCharacter)).toEqual([]);
  });

  it('refuses other control characters, and keeps tabs and line breaks of multi-line text', async () => {
    for (const text of ['a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009fb']) {
      const response = await t.app.inject({
        method: 'POST',
        url: IdentityPaths.authenticate,
        headers: { host: 'localhost' },
        payload: { username: 'agent@demo.test', password: `Demo@1234${text}` },
      });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe(ErrorCode.ControlCharacter);
    }
    const keyed = await callAsPermittedUser({
      method: 'POST',
      url: IdentityPaths.authenticate,
      payload: '{"username\\u0000":"agent@demo.test"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(keyed.json<{ error: { code: string } }>().error.code).toBe(ErrorCode.ControlCharacter);

    const multiLine = await callAsPermittedUser({
      method: 'POST',
      url: '/utility/api/v1/Testimonial/InsertReview',
      payload: JSON.stringify({ rating: 5, comment: 'Quick tickets.\n\tGood support.\r\nThanks' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(multiLine.statusCode, multiLine.body).toBeLessThan(300);
  });

  it('answers a date outside the calendar the database reads (year 0000) in a query with a 4xx, never a 500', async () => {
    const isDate = (schema: JsonSchema | undefined) =>
      schema?.format === 'date' || (schema?.pattern ?? '').includes('\\d{4}-\\d{2}-\\d{2}');
    const calls = operations('get').flatMap(({ path, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && isDate(parameter.schema))
        .map((parameter) => ({ path, name: parameter.name })),
    );
    expect(calls.length).toBeGreaterThan(0);
    const failed: string[] = [];
    for (const { path, name } of calls) {
      const response = await callAsPermittedUser({ method: 'GET', url: `${path}?${name}=0000-01-01` });
      if (response.statusCode >= 500) failed.push(`${path}?${name} → ${response.statusCode}`);
    }
    expect(failed).toEqual([]);
  });

  it('logs a database failure without the values of its query', async () => {
    const email = 'private.person@hostile-input.test';
    await t.db.execute(sql`alter table users rename to users_away`);
    try {
      logLines.length = 0;
      const response = await t.app.inject({
        method: 'POST',
        url: IdentityPaths.authenticate,
        headers: { host: 'localhost' },
        payload: { username: email, password: 'Private@1234' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table users_away rename to users`);
    }
    const logged = logLines.join('\n');
    expect(logged).toContain('users');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('Private@1234');
  });
});
