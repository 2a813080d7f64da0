import { expect, test } from '@playwright/test';
import { dismissDocumentPrompt, loginAs, skywayUrl } from './support';

test('the search pad shows the tenant’s offers one at a time, and the arrows move between them', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'agent@skyway.test', { path: skywayUrl(baseURL, '/login') });
  // The agency has not given its trade licence number yet, so the document prompt may ask first.
  await dismissDocumentPrompt(page);
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(offers).toBeVisible();
  const slides = offers.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  await expect(slides.first()).toContainText('Umrah fares on every carrier');
  await expect(slides.first().locator('img')).toHaveAttribute('src', '/tenants/skyway/offers/offer-1.svg');
  // Loaded, not a broken image.
  await expect
    .poll(() => slides.first().locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await offers.hover();
  await offers.getByRole('button', { name: 'Next slide' }).click();
  await expect(offers.getByRole('tab', { name: 'Show slide 2', selected: true })).toBeVisible();
});
