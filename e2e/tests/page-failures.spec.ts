import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

const fallback = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong.' });

/** Counts the page loads (documents) of a path, reloads included. */
function countLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads += 1;
  });
  return () => loads;
}

test('a page whose code answers 404 reloads at most ten times, then shows the fallback screen', async ({
  page,
}) => {
  // Ten reloads of the signed-in app, each fetching its frame and session again.
  test.setTimeout(120_000);
  await loginAs(page, 'staff@demo.test');
  await page.route('**/assets/searchpad-page-*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  const loads = countLoads(page, '/searchpad');

  await page.goto('/searchpad');

  await expect(fallback(page)).toBeVisible({ timeout: 90_000 });
  await expect(fallback(page)).toContainText(
    'This page could not be loaded. Check your connection, then reload.',
  );
  await expect(fallback(page).getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(fallback(page).getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(loads()).toBeGreaterThan(1);
  expect(loads()).toBeLessThanOrEqual(11);
});

test('a page whose code throws shows the fallback screen at once, without reloading', async ({ page }) => {
  const broken = {
    'as it loads': `throw new Error('The terms page broke as it loaded.');`,
    'as it renders': `export default function Broken() { throw new Error('The terms page broke as it rendered.'); }`,
  };
  for (const [when, body] of Object.entries(broken)) {
    await page.unrouteAll();
    await page.route('**/assets/terms-page-*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body }),
    );
    await page.goto('/');
    const loads = countLoads(page, '/terms-and-conditions');
    await page.goto('/terms-and-conditions');

    await expect(fallback(page), when).toBeVisible();
    await expect(fallback(page)).toContainText(/The terms page broke as it (loaded|rendered)\./);
    expect(loads(), when).toBe(1);
    await fallback(page).getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    page.removeAllListeners('request');
  }
});

test('Go Back on the fallback screen of a tab opened on the failing page leads home, not nowhere', async ({
  page,
}) => {
  await page.route('**/assets/terms-page-*.js', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: `throw new Error('The terms page broke.');`,
    }),
  );
  await page.goto('/terms-and-conditions');
  await expect(fallback(page)).toBeVisible();

  await fallback(page).getByRole('button', { name: 'Go Back' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('form', { name: /login/i })).toBeVisible();
});
