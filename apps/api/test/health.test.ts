import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHealthResponse } from '@portal/contracts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('GET /health', () => {
  it('reports ok while the database answers, on any host', async () => {
    for (const host of ['localhost', 'nobody.localhost']) {
      const response = await t.app.inject({ method: 'GET', url: '/health', headers: { host } });
      expect(response.statusCode).toBe(200);
      const body = ZHealthResponse.parse(response.json());
      expect(body).toMatchObject({ status: 'ok', database: 'up' });
      expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports 503 with the database down once the database is gone', async () => {
    await t.closeDatabase();
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
