import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTenantConfig, type ErrorBody } from '@portal/contracts';
import { buildTenant } from '../src/db/seed/builders';
import { bdfareConfig } from '../src/db/seed/tenants/bdfare';
import { createTestApp, type TestApp } from './support/test-app';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon-from-build.svg" />
    <title>Placeholder title</title>
    <!--tenant-config-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const bundle = `console.log(${JSON.stringify('portal '.repeat(400))});`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'portal-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'tenants', 'bdfare'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), bundle);
  await writeFile(
    path.join(dist, 'tenants', 'bdfare', 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, host = 'localhost:3000') =>
  t.app.inject({ method: 'GET', url, headers: { host } });

function injectedConfig(html: string) {
  const match = /<script id="tenant-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return ZTenantConfig.parse(JSON.parse(match?.[1] ?? 'null'));
}

describe('the web app', () => {
  it('serves the provider’s page with its config, title and favicon', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(injectedConfig(response.body).tenantId).toBe('bdfare');
    expect(response.body).toContain('<title>Bdfare - Best B2B Travel Portal</title>');
    expect(response.body).toContain(
      '<link rel="icon" type="image/svg+xml" href="/tenants/bdfare/favicon.svg" />',
    );
    expect(response.body).not.toContain('<!--tenant-config-->');
    expect(response.body).not.toContain('favicon-from-build');
  });

  it('serves the white-label tenant its own page on deep links', async () => {
    const response = await page('/about-us?from=menu', 'skyway.localhost:3000');
    expect(response.statusCode).toBe(200);
    const config = injectedConfig(response.body);
    expect(config.tenantId).toBe('skyway');
    expect(response.body).toContain(`<title>${config.global.title}</title>`);
    expect(response.body).toContain('href="/tenants/skyway/favicon.svg"');
  });

  it('answers an unknown tenant host with the 404 error shape', async () => {
    const response = await page('/', 'nobody.localhost:3000');
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().error.code).toBe('TENANT_NOT_FOUND');
  });

  it('keeps config text from breaking out of its script tag', async () => {
    await buildTenant(t.db, {
      config: {
        ...bdfareConfig,
        tenantId: 'tricky',
        isMain: false,
        global: { ...bdfareConfig.global, title: 'Tricky </script><script>alert(1)</script> & "Co"' },
      },
    });
    const response = await page('/', 'tricky.localhost');
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(injectedConfig(response.body).global.title).toBe(
      'Tricky </script><script>alert(1)</script> & "Co"',
    );
    expect(response.body).toContain(
      '<title>Tricky &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34;</title>',
    );
  });

  it('serves built files, hashed assets with a long cache, compressed when asked', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');

    const favicon = await page('/tenants/bdfare/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('answers missing files and unknown API paths with JSON, never the app', async () => {
    for (const url of [
      '/assets/missing-123.js',
      '/identity/api/v1/Nope',
      '/health/deep',
      '/docs/nothing-here',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
      expect(response.json<ErrorBody>().error.code, url).toMatch(/NOT_FOUND$/);
    }
    const raw = await page('/index.html');
    expect(raw.body).not.toContain('<!--tenant-config-->');
  });

  it('sends security headers on pages and API answers', async () => {
    for (const url of ['/', '/tenant/api/v1/Tenant/GetTenantConfig']) {
      const response = await page(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
