import { expect, test } from '@playwright/test';
import { skywayUrl } from './support';

/** Seeded published reviews: the first two exist only on the provider, the last two only on the white label. */
const providerOnly = ['Mahbubur Rahman', 'Tahmina Akter'];
const whiteLabelOnly = ['Ayesha Siddiqua', 'Mohammad Jashim Uddin'];

test('the testimonials page shows the provider’s own published reviews', async ({ page }) => {
  await page.goto('/testimonials');
  const list = page.locator('section#testimonials-list');
  await expect(list.getByRole('figure')).toHaveCount(9);
  const first = list.getByRole('figure').first();
  await expect(first).toContainText('Mahbubur Rahman');
  await expect(first).toContainText('Owner, Sonargaon Air Travels');
  await expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  for (const name of providerOnly) await expect(list.getByText(name, { exact: true })).toBeVisible();
  for (const name of whiteLabelOnly) await expect(list.getByText(name, { exact: true })).toHaveCount(0);
});

test('the white-label testimonials page shows only its own reviews', async ({ page, baseURL }) => {
  await page.goto(skywayUrl(baseURL, '/testimonials'));
  const list = page.locator('section#testimonials-list');
  for (const name of whiteLabelOnly) await expect(list.getByText(name, { exact: true })).toBeVisible();
  for (const name of providerOnly) await expect(list.getByText(name, { exact: true })).toHaveCount(0);
  await expect(list.getByRole('figure')).toHaveCount(5);
});

test('reviews keep the language they were written in when the page is in Bangla', async ({ page }) => {
  await page.goto('/testimonials');
  await page.evaluate(() => localStorage.setItem('portal.lang', 'bn'));
  await page.reload();
  const list = page.locator('section#testimonials-list');
  await expect(list.getByRole('heading', { name: 'তাঁদের নিজেদের কথায়' })).toBeVisible();
  await expect(list.getByRole('figure').first()).toContainText('Mahbubur Rahman');
});

test('the header links to About Us only on a tenant that has one', async ({ page, baseURL }) => {
  await page.goto(skywayUrl(baseURL));
  const whiteLabelNav = page.getByRole('banner').getByRole('navigation');
  await whiteLabelNav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');

  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Contact Us' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'About Us' })).toHaveCount(0);
});
