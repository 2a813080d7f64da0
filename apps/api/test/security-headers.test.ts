import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const health = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/health', headers: { host: 'localhost', ...headers }, remoteAddress });

describe('Strict-Transport-Security without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not sent over plain HTTP, even when the caller claims HTTPS in X-Forwarded-Proto', async () => {
    const plain = await health(t);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await health(t, { 'x-forwarded-proto': 'https' }, '203.0.113.9');
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    // The other security headers stay.
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Strict-Transport-Security behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is sent when the proxy says the request came over HTTPS, and not when it came over HTTP', async () => {
    const overHttps = await health(t, { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const overHttp = await health(t, { 'x-forwarded-proto': 'http' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    // A caller that is not the trusted proxy cannot ask for it.
    const stranger = await health(t, { 'x-forwarded-proto': 'https' }, '203.0.113.9');
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
  });
});
