import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityPaths, OutboxPaths, type OutboxList } from '@portal/contracts';
import { hosts } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

describe('the built-in outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const reset = (username: string) =>
    t.app.inject({
      method: 'POST',
      url: IdentityPaths.resetPassword,
      headers: { host: hosts.main },
      payload: { username, deviceCheck: false },
    });

  it('lists mail newest first as JSON, filtered by recipient, and as an escaped page', async () => {
    await reset('agent@demo.test');
    await reset('ops@demo.test');
    await reset('agent@demo.test');

    const all = await t.app.inject({ method: 'GET', url: OutboxPaths.json });
    expect(all.statusCode).toBe(200);
    const list = all.json<OutboxList>().messages;
    expect(list.map((message) => message.to)).toEqual([
      'agent@demo.test',
      'ops@demo.test',
      'agent@demo.test',
    ]);
    expect(list[0]).toMatchObject({
      channel: 'mail',
      tenantId: 'bdfare',
      subject: 'Bdfare password reset code',
    });
    expect(list[0]?.body).toMatch(/\b\d{6}\b/);

    const filtered = await t.app.inject({ method: 'GET', url: `${OutboxPaths.json}?to=Agent@demo.test` });
    expect(filtered.json<OutboxList>().messages).toHaveLength(2);

    const asJson = await t.app.inject({
      method: 'GET',
      url: OutboxPaths.page,
      headers: { accept: 'application/json' },
    });
    expect(asJson.json<OutboxList>().messages).toHaveLength(3);

    const page = await t.app.inject({
      method: 'GET',
      url: `${OutboxPaths.page}?to=<script>`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toContain('<script>');
    expect((await t.app.inject({ method: 'GET', url: OutboxPaths.page })).body).toContain(
      'password reset code',
    );

    expect((await t.app.inject({ method: 'GET', url: OutboxPaths.status })).json()).toEqual({
      enabled: true,
    });
  });
});

describe('the outbox seen from another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const fromAddress = (url: string, remoteAddress: string, accept = 'text/html') =>
    t.app.inject({ method: 'GET', url, headers: { host: hosts.main, accept }, remoteAddress });

  it('answers 404 (page and JSON) and says it is off, while the machine itself reads it', async () => {
    await t.app.inject({
      method: 'POST',
      url: IdentityPaths.resetPassword,
      headers: { host: hosts.main },
      payload: { username: 'agent@demo.test', deviceCheck: false },
      remoteAddress: '192.168.1.20',
    });
    const stranger = '192.168.1.20';
    const json = await fromAddress(OutboxPaths.json, stranger, 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.body).not.toMatch(/\b\d{6}\b/);
    expect((await fromAddress(OutboxPaths.page, stranger)).statusCode).toBe(404);
    expect((await fromAddress(OutboxPaths.page, stranger, 'application/json')).statusCode).toBe(404);
    expect((await fromAddress(OutboxPaths.status, stranger, 'application/json')).json()).toEqual({
      enabled: false,
    });

    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const own = await fromAddress(OutboxPaths.json, loopback, 'application/json');
      expect(own.statusCode).toBe(200);
      expect(own.json<OutboxList>().messages[0]?.body).toMatch(/\b\d{6}\b/);
      expect((await fromAddress(OutboxPaths.page, loopback)).statusCode).toBe(200);
    }
  });
});

describe('the outbox opened to the network by OUTBOX_REMOTE_ACCESS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOX_REMOTE_ACCESS: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers another machine too', async () => {
    const response = await t.app.inject({ method: 'GET', url: OutboxPaths.json, remoteAddress: '10.20.0.5' });
    expect(response.statusCode).toBe(200);
  });
});

describe.each([
  ['SMTP_URL is set', { SMTP_URL: 'smtp://mail.example.test:25' }],
  ['NODE_ENV is production', { NODE_ENV: 'production' }],
])('the outbox when %s', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not reachable (404) and says it is off', async () => {
    expect((await t.app.inject({ method: 'GET', url: OutboxPaths.json })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: OutboxPaths.page, headers: { accept: 'text/html' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: OutboxPaths.status })).json()).toEqual({
      enabled: false,
    });
  });
});
