import { expect, test } from '@playwright/test';
import { skywayUrl, tripzenUrl } from './support';

const everywhere = [
  '/agent',
  '/supplier',
  '/api',
  '/contact-us',
  '/testimonials',
  '/corp',
  '/terms-and-conditions',
  '/privacy-policy',
  '/refunds-return-policy',
];

const notFound = 'Page not found';

for (const path of everywhere) {
  test(`${path} has its own content on every tenant`, async ({ page, baseURL }) => {
    for (const url of [
      new URL(path, baseURL).toString(),
      skywayUrl(baseURL, path),
      tripzenUrl(baseURL, path),
    ]) {
      await page.goto(url);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).not.toHaveText(notFound);
      await expect(page.getByRole('main')).not.toBeEmpty();
    }
  });
}

test('contact-us lists the tenant’s own contact blocks and offices', async ({ page, baseURL }) => {
  // The page is loaded lazily: wait for the contact links before reading the text.
  await page.goto('/contact-us');
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toBeVisible();
  const providerText = await page.getByRole('main').innerText();
  await page.goto(skywayUrl(baseURL, '/contact-us'));
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toBeVisible();
  const whiteLabelText = await page.getByRole('main').innerText();
  expect(providerText).not.toEqual(whiteLabelText);
});

test('/whitelabel is shown on the main tenant only', async ({ page, baseURL }) => {
  await page.goto('/whitelabel');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFound);
  await page.goto(skywayUrl(baseURL, '/whitelabel'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
});

test('/login is shown only on a non-main tenant whose login is not a modal', async ({ page, baseURL }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
  await page.goto(skywayUrl(baseURL, '/login'));
  await expect(page.getByRole('form', { name: /login/i }).getByLabel('Email')).toBeVisible();
  await page.goto(tripzenUrl(baseURL, '/login'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
});

test('/about-us is shown only where it is configured', async ({ page, baseURL }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
  await page.goto(skywayUrl(baseURL, '/about-us'));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFound);
  await page.goto(tripzenUrl(baseURL, '/about-us'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Tripzen Holidays');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page/anywhere');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/flight/api/v1/Nope/Nothing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  });
});
