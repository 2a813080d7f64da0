import { expect, test } from '@playwright/test';

test('page requests carry the tenant’s title and favicon in the HTML itself', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/agent')).text();
  expect(html).toContain('<title>Bdfare - Best B2B Travel Portal</title>');
  expect(html).toMatch(/<link[^>]+rel="icon"[^>]+\.svg/);
  // Node does not resolve *.localhost the way browsers do, so the white-label host is named in the header.
  const skywayHost = `skyway.localhost:${new URL(baseURL ?? '').port}`;
  const skyway = await (await request.get('/agent', { headers: { Host: skywayHost } })).text();
  expect(skyway).toMatch(/<title>[^<]*Skyway[^<]*<\/title>/);
});

test('the page scrolls to the top on a new path', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  // The theme and the page arrive as chunks after the load event: scroll once the page is drawn.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(0);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacy/i })
    .first()
    .click();
  await expect(page).toHaveURL(/privacy-policy/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the language can be switched to Bangla and back, and the choice is remembered', async ({ page }) => {
  await page.goto('/agent');
  const english = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('button', { name: 'বাংলা' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
});
