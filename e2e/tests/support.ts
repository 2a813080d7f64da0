import { expect, type Locator, type Page } from '@playwright/test';

export const demoPassword = 'Demo@1234';

/** A white-label tenant's site on the same server: browsers resolve *.localhost to loopback. */
function tenantUrl(tenantId: string, baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = `${tenantId}.localhost`;
  return url.toString();
}

/** The white-label tenant with its own login page (centered). */
export function skywayUrl(baseURL: string | undefined, path = '/'): string {
  return tenantUrl('skyway', baseURL, path);
}

/** The white-label tenant whose login is a modal opened from the header (no login page). */
export function tripzenUrl(baseURL: string | undefined, path = '/'): string {
  return tenantUrl('tripzen', baseURL, path);
}

/** The computed background of an element as rgb(), to compare with a tenant's primary colour. */
export async function backgroundOf(page: Page, selector: Parameters<Page['locator']>[0]): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
}

export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The toasts in the top-right corner (spec §8), each an alert. */
export function topRightToasts(page: Page) {
  return page.locator('[data-position="top-right"]').getByRole('alert');
}

/** Expects a toast with the text in the top-right corner of the window, and no alert left inside `box`. */
export async function expectToast(page: Page, text: string, box: Locator): Promise<void> {
  const toast = topRightToasts(page).filter({ hasText: text });
  await expect(toast).toBeVisible();
  const place = await toast.boundingBox();
  const window = page.viewportSize();
  expect(
    place && window ? place.x + place.width / 2 > window.width / 2 && place.y < window.height / 3 : false,
  ).toBe(true);
  await expect(box.getByRole('alert')).toHaveCount(0);
}

export interface OutboxMessage {
  id: string;
  channel: 'mail' | 'sms';
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The built-in outbox's messages to one address, newest first. */
export async function outboxMessages(page: Page, to: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  if (!response.ok()) throw new Error(`The outbox answered ${response.status()}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The six-digit code of the newest message to an address, waiting briefly for it to arrive. */
export async function latestCode(page: Page, to: string, after?: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [newest] = await outboxMessages(page, to);
    const code = newest && newest.id !== after ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
    if (code) return code;
    await page.waitForTimeout(250);
  }
  throw new Error(`No verification code reached ${to}`);
}

/** The newest outbox message id to an address, to tell a new message from an older one. */
export async function latestMessageId(page: Page, to: string): Promise<string | undefined> {
  return (await outboxMessages(page, to))[0]?.id;
}

/**
 * Logs in through the login box of the current tenant's site (the home page, or /login on a white-label site given
 * by `path`). The browser keeps one device id per email, so only the first login of an account in a test run
 * needs the emailed device code, which is read from the outbox. Tests running in parallel may ask for a code for
 * the same account at once (a newer code voids the older one), so a refused code starts the login again.
 */
export async function loginAs(
  page: Page,
  email: string,
  options: { password?: string; path?: string; deviceId?: string; landing?: RegExp } = {},
): Promise<void> {
  const deviceId = options.deviceId ?? `e2e-device-${email.replace(/[^a-z0-9]/gi, '-')}`;
  // Agency users land on the search pad; operators on the back office.
  const landing = options.landing ?? /\/searchpad$/;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.goto(options.path ?? '/');
    await page.evaluate((id) => localStorage.setItem('portal.deviceId', id), deviceId);
    const form = page.getByRole('form', { name: /login/i });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(options.password ?? demoPassword);
    const before = await latestMessageId(page, email);
    await form.getByRole('button', { name: 'Login' }).click();
    const codeScreen = page.getByRole('form', { name: 'Email verification' });
    await Promise.race([
      page.waitForURL(landing, { timeout: 15_000 }),
      codeScreen.waitFor({ timeout: 15_000 }),
    ]).catch(() => undefined);
    if (landing.test(page.url())) return;
    if (!(await codeScreen.isVisible())) continue;
    const code = await latestCode(page, email, before);
    await codeScreen.getByLabel('Digit 1').fill(code);
    await codeScreen.getByRole('button', { name: 'Verify' }).click();
    try {
      await page.waitForURL(landing, { timeout: 7_000 });
      return;
    } catch {
      // Another test asked for a newer code for the same account; start over.
    }
  }
  throw new Error(`Could not log in as ${email}`);
}

/**
 * Skips the document-collection prompt if it opens. An agency owner whose documents are missing sees it soon after
 * landing, once the user context and the stored snooze are both loaded; accounts without it wait a short moment.
 */
export async function dismissDocumentPrompt(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Profile menu for / }).waitFor();
  const prompt = page.getByRole('dialog', { name: 'Company documents' });
  const opened = await prompt
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) return;
  await prompt.getByRole('button', { name: 'Skip for now' }).click();
  await prompt.waitFor({ state: 'detached' });
}

/**
 * A session token for an account through the API alone (Authenticate, then the emailed device code from the
 * outbox when the tenant asks for one), for tests that prepare state without the login box.
 */
export async function apiLogin(
  page: Page,
  email: string,
  options: { password?: string; deviceId?: string } = {},
): Promise<string> {
  const headers = {
    'X-Channel-Id': '1',
    'X-Device-Type': 'web',
    'X-Device-Id': options.deviceId ?? `e2e-api-device-${email.replace(/[^a-z0-9]/gi, '-')}`,
  };
  const before = await latestMessageId(page, email);
  const response = await page.request.post('/identity/api/v1/Authentication/Authenticate', {
    headers,
    data: { username: email, password: options.password ?? demoPassword },
  });
  let body = (await response.json()) as {
    identity: { token: string } | null;
    verificationReference: string | null;
  };
  if (!body.identity && body.verificationReference) {
    const verified = await page.request.post('/identity/api/v1/Authentication/VerifyDevice', {
      headers,
      data: {
        username: email,
        reference: body.verificationReference,
        verificationCode: await latestCode(page, email, before),
      },
    });
    body = (await verified.json()) as typeof body;
  }
  if (!body.identity) throw new Error(`API login of ${email} failed`);
  return body.identity.token;
}
