import { expect, test } from '@playwright/test';
import { hexToRgb, skywayUrl, tripzenUrl } from './support';

const tenants = [
  { name: 'provider', url: (base?: string) => new URL('/', base).toString(), title: 'Bdfare - Best B2B Travel Portal', primary: '#f76641' },
  { name: 'white-label', url: (base?: string) => skywayUrl(base), title: /Skyway/, primary: '#0e7490' },
  { name: 'modal-login white-label', url: (base?: string) => tripzenUrl(base), title: /Tripzen/, primary: '#0f9d76' },
];

for (const tenant of tenants) {
  test.describe(`${tenant.name} home page`, () => {
    test('shows the brand title, primary colour, banner slider and login box', async ({ page, baseURL }) => {
      await page.goto(tenant.url(baseURL));
      await expect(page).toHaveTitle(tenant.title);

      const login = page.getByRole('form', { name: /login/i });
      await expect(login.getByLabel('Email')).toBeVisible();
      await expect(login.getByLabel('Password', { exact: true })).toBeVisible();
      const loginButton = login.getByRole('button', { name: 'Login' });
      await expect(loginButton).toBeVisible();
      await expect(loginButton).toHaveCSS('background-color', hexToRgb(tenant.primary));
      await expect(login.getByRole('link', { name: 'Reset here' })).toBeVisible();
      await expect(login.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/register_proprietor');

      const slider = page.locator('[aria-roledescription="carousel"]');
      await expect(slider).toBeVisible();
      await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(3);
      await expect(slider.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/register_proprietor');
    });

    test('the banner slider moves on by itself', async ({ page, baseURL }) => {
      await page.goto(tenant.url(baseURL));
      const dots = page.getByRole('tab', { name: /^Show slide \d$/ });
      await expect(dots).toHaveCount(3);
      const current = page.getByRole('tab', { name: /^Show slide \d$/, selected: true });
      await expect(current).toHaveCount(1);
      const shownFirst = await current.getAttribute('aria-label');
      // Autoplay advances every 3 seconds; within two periods another slide must be the selected one.
      await expect(current).not.toHaveAttribute('aria-label', shownFirst ?? '', { timeout: 8_000 });
    });

    test('the footer shows the current year', async ({ page, baseURL }) => {
      await page.goto(tenant.url(baseURL));
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    });
  });
}

test('the provider home shows accreditation badges and payment logos', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['IATA', 'ATAB', 'TOAB']) await expect(footer.getByRole('img', { name: new RegExp(name) })).toBeVisible();
  for (const name of ['Visa', 'Mastercard', 'American Express', 'bKash', 'Nagad']) {
    await expect(footer.getByRole('img', { name: new RegExp(name, 'i') })).toBeVisible();
  }
});

test('the white-label home has no accreditation badges of the provider', async ({ page, baseURL }) => {
  await page.goto(skywayUrl(baseURL));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('img', { name: /IATA/ })).toHaveCount(0);
});

test('the lower section of the home page loads the newest reviews when scrolled to', async ({ page }) => {
  await page.goto('/');
  // Scroll only once the theme's sections are in place, or the footer is still near the top when scrolled to.
  await expect(page.getByRole('form', { name: /login/i })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const section = page.locator('section#testimonials');
  await expect(section.getByRole('heading', { name: /what our agents say/i })).toBeVisible();
  await expect(section.getByRole('figure')).toHaveCount(3);
  await expect(section.getByRole('figure').first()).toContainText('Mahbubur Rahman, Sonargaon Air Travels');
  await expect(section.getByRole('link', { name: 'Read more testimonials' })).toHaveAttribute('href', '/testimonials');
});
