import { writeFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { hexToRgb } from './support';
import { DistinctThemesMinShare, differingShare, lookDistinct } from './visual-diff';

/** The seeded tenants, one for each theme, and how each one's login is reached (spec §2). */
const tenants = [
  { id: 'bdfare', theme: 'bizora', host: 'localhost', login: 'home box' },
  { id: 'skyway', theme: 'trotly', host: 'skyway.localhost', login: 'page' },
  { id: 'tripzen', theme: 'chillora', host: 'tripzen.localhost', login: 'modal' },
  { id: 'voyagio', theme: 'safeZone', host: 'voyagio.localhost', login: 'page' },
] as const;

type Tenant = (typeof tenants)[number];

const viewport = { width: 1280, height: 800 };

// Full-page pictures of four homes take longer than one page's steps.
test.describe.configure({ timeout: 90_000 });

function urlOf(tenant: Tenant, baseURL: string | undefined, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = tenant.host;
  return url.toString();
}

/**
 * Opens a tenant's home and holds its banner slider on the first slide (the pointer rests on it, which stops the
 * autoplay), so two screenshots of one page are of the same picture.
 */
async function openHome(page: Page, url: string): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const slider = page.locator('[aria-roledescription="carousel"]').first();
  await expect(slider).toBeVisible();
  await page.getByRole('tab', { name: 'Show slide 1' }).first().click();
  await slider.hover();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  // The slide's scroll settles.
  await page.waitForTimeout(700);
}

/** Above the fold, as a visitor first sees it. */
function aboveTheFold(page: Page): Promise<Buffer> {
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

/** Kept as a file in the test's output folder (the run's artefacts) and attached to the report. */
async function attach(testInfo: TestInfo, name: string, body: Buffer) {
  const path = testInfo.outputPath(name);
  await writeFile(path, body);
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const tenant of tenants) {
  test(`${tenant.id} (${tenant.theme}): the home and the login, full page at 1280 px`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await openHome(page, urlOf(tenant, baseURL));
    // The lower sections load when scrolled near; bring them in before the full-page picture.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Get started in three steps' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await attach(
      testInfo,
      `${tenant.id}-home.png`,
      await page.screenshot({ fullPage: true, animations: 'disabled' }),
    );

    if (tenant.login === 'home box') {
      // The main tenant has no /login page: its login box is on the home page.
      const box = page.locator('#login');
      await box.scrollIntoViewIfNeeded();
      await expect(box.getByRole('form', { name: /login/i })).toBeVisible();
      await attach(testInfo, `${tenant.id}-login.png`, await page.screenshot({ animations: 'disabled' }));
    } else if (tenant.login === 'modal') {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await expect(dialog.getByRole('form', { name: /login/i })).toBeVisible();
      await attach(testInfo, `${tenant.id}-login.png`, await page.screenshot({ animations: 'disabled' }));
    } else {
      await page.goto(urlOf(tenant, baseURL, '/login'));
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await expect(page.getByRole('form', { name: /login/i })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await attach(
        testInfo,
        `${tenant.id}-login.png`,
        await page.screenshot({ fullPage: true, animations: 'disabled' }),
      );
    }
  });
}

test('every two themes’ homes differ in more than a quarter of the pixels above the fold', async ({
  page,
  baseURL,
}, testInfo) => {
  const shots = new Map<string, Buffer>();
  for (const tenant of tenants) {
    await openHome(page, urlOf(tenant, baseURL));
    const shot = await aboveTheFold(page);
    shots.set(tenant.id, shot);
    await attach(testInfo, `${tenant.id}-above-the-fold.png`, shot);
  }
  const shares: string[] = [];
  for (const [index, first] of tenants.entries()) {
    for (const second of tenants.slice(index + 1)) {
      const share = differingShare(shots.get(first.id)!, shots.get(second.id)!);
      shares.push(`${first.theme} / ${second.theme}: ${(share * 100).toFixed(1)} %`);
      expect
        .soft(share, `${first.theme} and ${second.theme} look nearly the same`)
        .toBeGreaterThan(DistinctThemesMinShare);
    }
  }
  await testInfo.attach('differing-pixels.txt', { body: shares.join('\n'), contentType: 'text/plain' });
  testInfo.annotations.push({ type: 'differing pixels', description: shares.join('; ') });
  console.log(`Differing pixels above the fold:\n${shares.join('\n')}`);
});

test('the comparison flags a home against itself and against itself in another primary colour', async ({
  page,
  baseURL,
}) => {
  const tenant = tenants[1];
  await openHome(page, urlOf(tenant, baseURL));
  const original = await aboveTheFold(page);
  expect(differingShare(original, original)).toBe(0);
  expect(lookDistinct(original, original)).toBe(false);

  // The same page, its config's primary colour alone changed on the way in (the server injects the config).
  const recolour = '#9c27b0';
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      // The test runner does not resolve *.localhost as the browser does: ask the loopback for the tenant's host.
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = '127.0.0.1';
      const response = await route.fetch({
        url: url.toString(),
        headers: { ...route.request().headers(), host },
      });
      const html = (await response.text()).replace(/("primaryColor":\s*")#[0-9a-fA-F]{6}/, `$1${recolour}`);
      await route.fulfill({ response, body: html });
    },
  );
  await openHome(page, urlOf(tenant, baseURL));
  const loginButton = page.getByRole('form', { name: /login/i }).getByRole('button', { name: 'Login' });
  await expect(loginButton).toHaveCSS('background-color', hexToRgb(recolour));
  const recoloured = await aboveTheFold(page);
  const share = differingShare(original, recoloured);
  console.log(`The same home in another primary colour: ${(share * 100).toFixed(1)} % of pixels differ`);
  expect(share, 'the colour change shows').toBeGreaterThan(0);
  expect(lookDistinct(original, recoloured), `${(share * 100).toFixed(1)} % differ`).toBe(false);
});

test('trotly’s pages load with its own animation, which holds still for reduced motion; bizora keeps the spinner', async ({
  page,
  baseURL,
}) => {
  // The agent page's code is held back, so its loader stays up long enough to look at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/agent-page-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  void page.goto(urlOf(tenants[1], baseURL, '/agent')).catch(() => undefined);
  const loader = page.getByRole('status', { name: 'Loading…' });
  await expect(loader.locator('[data-loader="trotly"]')).toBeVisible();
  // The plane itself is a zero-sized pivot that turns; its look is drawn by a pseudo-element.
  const plane = loader.locator('[data-loader="trotly"] > div');
  expect(await plane.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await plane.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');

  void page.goto(urlOf(tenants[0], baseURL, '/agent')).catch(() => undefined);
  await expect(loader.locator('.mantine-Loader-root')).toBeVisible();
  await expect(loader.locator('[data-loader]')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
