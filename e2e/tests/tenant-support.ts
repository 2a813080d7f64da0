import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { starterTenantBrand, type LoginVariation, type TenantBrand, type ThemeName } from '@portal/contracts';
import { apiLogin, demoPassword, latestCode, latestMessageId } from './support';

/** Tenant management in browser tests: brands made through the API, small real pictures, sign-in on a tenant. */

export type LoginLayout = LoginVariation;
export type { ThemeName };

/** A tenant's site on this server: browsers resolve *.localhost to loopback. */
export function tenantSiteUrl(tenantId: string, baseURL: string | undefined, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = `${tenantId}.localhost`;
  return url.toString();
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (`#rrggbb`), made here so the upload is checked by its bytes like any picture. */
export function solidPng(hex: string, width = 48, height = 16): Buffer {
  const n = Number.parseInt(hex.slice(1), 16);
  const pixel = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const rows = Buffer.concat(
    Array.from({ length: height }, () =>
      Buffer.from([0, ...Array.from({ length: width }, () => pixel).flat()]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A whole valid brand with the given look; the rest is the starter brand's, left empty as a new tenant's would be. */
export function brandFor(options: {
  name: string;
  theme: ThemeName;
  loginVariation: LoginLayout;
  primaryColor: string;
  hero: string;
  requireDeviceVerification?: boolean;
}): TenantBrand {
  return {
    ...starterTenantBrand,
    tenantName: options.name,
    loginVariation: options.loginVariation,
    company: { name: options.name, shortName: options.name.split(' ')[0] ?? '', code: '' },
    global: {
      ...starterTenantBrand.global,
      theme: options.theme,
      primaryColor: options.primaryColor,
      title: `${options.name} - Fares for agents`,
    },
    home: { ...starterTenantBrand.home, titleContent: options.hero },
    security: { requireDeviceVerification: options.requireDeviceVerification ?? false },
  };
}

const provider = 'ops@demo.test';

/**
 * The provider's operator's token. Tests in parallel workers may ask for the device code at once (the newest code
 * voids the older), so a refused login is tried again; once one passes, the device is trusted.
 */
export async function providerToken(page: Page): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await apiLogin(page, provider);
    } catch {
      await page.waitForTimeout(300 + attempt * 200);
    }
  }
  throw new Error('The provider operator could not log in through the API');
}

/** A call of tenant management as the provider's operator; fails the test on any refusal. */
export async function tenantAdminCall(
  page: Page,
  token: string,
  name: string,
  data: unknown,
): Promise<unknown> {
  const response = await page.request.post(`/backoffice/api/v1/Tenant/${name}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Channel-Id': '1', 'X-Device-Type': 'web' },
    data,
  });
  expect(response.status(), `${name}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** Creates a tenant through the API and publishes its first version. */
export async function createLiveTenant(
  page: Page,
  token: string,
  tenantId: string,
  brand: ReturnType<typeof brandFor>,
): Promise<void> {
  await tenantAdminCall(page, token, 'Create', { tenantId, hosts: [`${tenantId}.localhost`], brand });
  await tenantAdminCall(page, token, 'Publish', { tenantId, version: 1 });
}

/**
 * Signs in on a tenant's site through its login layout from a new browser device: the login page, or for the
 * modal layout the header's Login button. Answers the login form.
 */
export async function openLogin(page: Page, site: (path: string) => string, layout: LoginLayout) {
  if (layout === 'modal') {
    await page.goto(site('/'));
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    return page.getByRole('dialog', { name: 'Login' }).getByRole('form', { name: /login/i });
  }
  await page.goto(site('/login'));
  return page.getByRole('form', { name: /login/i });
}

export async function submitLogin(
  page: Page,
  form: Awaited<ReturnType<typeof openLogin>>,
  email: string,
  password = demoPassword,
): Promise<string | undefined> {
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  const before = await latestMessageId(page, email);
  await form.getByRole('button', { name: 'Login' }).click();
  return before;
}

/** Passes the emailed device code screen with the code read from the outbox. */
export async function passDeviceCode(page: Page, email: string, before: string | undefined): Promise<void> {
  const screen = page.getByRole('form', { name: 'Email verification' });
  await expect(screen).toBeVisible();
  await screen.getByLabel('Digit 1').fill(await latestCode(page, email, before));
  await screen.getByRole('button', { name: 'Verify' }).click();
}
