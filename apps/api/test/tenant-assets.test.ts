import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantAdminPaths, TenantPaths, type UploadTenantAssetResponse } from '@portal/contracts';
import { jpegBytes, multipart, pdfBytes, pngBytes } from './support/registration';
import { hosts, login } from './support/requests';
import { bearer, createAndPublish, errorOf, tenantRowCounts } from './support/tenant-admin';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let provider: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = await login(t.app, 'ops@demo.test');
  await createAndPublish(t.app, provider, { tenantId: 'pixel', hosts: ['pixel.localhost'], publish: false });
});
afterAll(async () => {
  await t.close();
});

function upload(
  content: Buffer,
  options: {
    kind?: string;
    tenantId?: string;
    filename?: string;
    contentType?: string;
    extra?: Record<string, string>;
  } = {},
) {
  const body = multipart(
    { tenantId: options.tenantId ?? 'pixel', kind: options.kind ?? 'logo', ...options.extra },
    [
      {
        name: 'file',
        filename: options.filename ?? 'logo.png',
        contentType: options.contentType ?? 'image/png',
        content,
      },
    ],
  );
  return t.app.inject({
    method: 'POST',
    url: TenantAdminPaths.uploadAsset,
    headers: { ...bearer(provider), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const fetchAsset = (url: string, host: string = hosts.main) =>
  t.app.inject({ method: 'GET', url, headers: { host } });

describe('brand pictures', () => {
  it('stores a png and a jpeg and serves their very bytes on every host, immutable and unsniffable', async () => {
    const png = pngBytes(4096);
    const stored = await upload(png);
    expect(stored.statusCode, stored.body).toBe(200);
    const { url } = stored.json<UploadTenantAssetResponse>();
    expect(url).toMatch(new RegExp(`^${TenantPaths.assetFile}/[0-9a-f-]{36}\\.png$`));

    for (const host of [hosts.main, 'skyway.localhost', 'unknown.example.com']) {
      const served = await fetchAsset(url, host);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    }

    const jpeg = jpegBytes();
    const photo = await upload(jpeg, { kind: 'image', filename: 'hero.jpg', contentType: 'image/jpeg' });
    const photoUrl = photo.json<UploadTenantAssetResponse>().url;
    expect(photoUrl).toMatch(/\.jpg$/);
    const served = await fetchAsset(photoUrl);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);

    const favicon = await upload(pngBytes(), { kind: 'favicon', filename: 'favicon.png' });
    expect(favicon.statusCode).toBe(200);
  });

  it('refuses what is not a png or jpeg by its first bytes (415), over 1 MB (413), storing nothing', async () => {
    const refusedUpload = async (...args: Parameters<typeof upload>) => {
      const before = await tenantRowCounts(t.db);
      const response = await upload(...args);
      expect(await tenantRowCounts(t.db)).toEqual(before);
      return errorOf(response);
    };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refusedUpload(pdfBytes(), { filename: 'logo.png' })).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect((await refusedUpload(svg, { filename: 'logo.svg', contentType: 'image/svg+xml' })).status).toBe(
      415,
    );
    expect((await refusedUpload(svg, { filename: 'logo.png', contentType: 'image/png' })).status).toBe(415);
    expect((await refusedUpload(Buffer.from('garbage bytes here'))).status).toBe(415);
    expect((await refusedUpload(Buffer.alloc(0))).status).toBe(415);
    // A favicon is a png.
    expect((await refusedUpload(jpegBytes(), { kind: 'favicon', contentType: 'image/jpeg' })).status).toBe(
      415,
    );
    expect((await refusedUpload(pngBytes(1024 * 1024 + 1))).status).toBe(413);
    expect((await refusedUpload(pngBytes(), { kind: 'banner' })).status).toBe(400);
    expect((await refusedUpload(pngBytes(), { tenantId: 'Not An Id' })).status).toBe(400);
    expect((await refusedUpload(pngBytes(), { extra: { note: 'hi' } })).status).toBe(400);
    expect((await refusedUpload(pngBytes(), { tenantId: 'nobody' })).status).toBe(404);

    const json = await t.app.inject({
      method: 'POST',
      url: TenantAdminPaths.uploadAsset,
      headers: bearer(provider),
      payload: { tenantId: 'pixel', kind: 'logo' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for an unknown or malformed name', async () => {
    const { url } = (await upload(pngBytes())).json<UploadTenantAssetResponse>();
    for (const name of [
      '00000000-0000-4000-8000-000000000000.png',
      url.split('/').pop()?.replace('.png', '.jpg') ?? '',
      url.split('/').pop()?.replace('.png', '') ?? '',
      url.split('/').pop()?.replace('.png', '.svg') ?? '',
      'not-a-uuid.png',
      '..%2F..%2Fetc%2Fpasswd',
      `${'a'.repeat(90)}.png`,
    ]) {
      const response = await fetchAsset(`${TenantPaths.assetFile}/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
    }
  });
});
