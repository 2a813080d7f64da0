import { expect, test, type Page } from '@playwright/test';
import { demoPassword, hexToRgb, loginAs, tripzenUrl } from './support';
import { brandFor, createLiveTenant, providerToken, solidPng, tenantSiteUrl } from './tenant-support';

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Uploads a picture through the editor's Upload button for the field `label`. */
async function upload(page: Page, label: string, file: { name: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Upload ${label}`, exact: true }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
  await expect(page.getByRole('img', { name: `${label} as uploaded` })).toHaveAttribute(
    'src',
    /^\/tenant\/api\/v1\/Asset\/File\/[0-9a-f-]+\.png$/,
  );
}

test('the provider’s operator creates Orbit Trips on safeZone, uploads its logo, previews, publishes, and orbit.localhost serves it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const hero = 'Orbit your agency around the best fares';
  const colour = '#6d28d9';
  await loginAs(page, 'ops@demo.test', { landing: /\/backoffice/ });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Tenants' }).click();
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New tenant' }).click();

  const form = page.getByRole('form', { name: 'Tenant brand' });
  await form.getByLabel('Tenant id').fill('orbit');
  await form.getByLabel('Tenant name').fill('Orbit Trips');
  await form.getByLabel('Company name').fill('Orbit Trips');
  await form.getByLabel('Browser title').fill('Orbit Trips - Fares for agents');
  await form.getByRole('textbox', { name: 'Host', exact: true }).fill('orbit.localhost');
  // A theme brings its usual login layout.
  await choose(page, 'Theme', 'Trotly');
  await expect(form.getByRole('combobox', { name: 'Login layout' })).toHaveValue('Centered');
  await choose(page, 'Theme', 'SafeZone');
  // The theme brings its own login layout; the one this tenant wants is picked all the same.
  await choose(page, 'Login layout', 'Form left');
  await form.getByLabel('Primary colour').fill(colour);
  await form.getByRole('tab', { name: 'Home page' }).click();
  await form.getByLabel('Hero text').fill(hero);

  // The preview draws the draft as typed: the hero, and the logo named after the company.
  const preview = page.getByRole('region', { name: /^Preview of the tenant’s home page/ });
  await expect(preview.getByText(hero)).toBeVisible();
  await expect(preview.locator('img[alt="Orbit Trips"]').first()).toBeVisible();
  await page
    .getByRole('region', { name: 'Preview', exact: true })
    .locator('label')
    .filter({ hasText: /^Login$/ })
    .click();
  const loginPreview = page.getByRole('region', { name: /login box/ });
  await expect(loginPreview.locator('h1', { hasText: 'Login' })).toBeVisible();
  await expect(loginPreview.locator('input[type="password"]')).toBeVisible();

  await form.getByRole('button', { name: 'Create tenant' }).click();
  await expect(page).toHaveURL(/\/backoffice\/tenants\/orbit$/);
  await expect(page.getByRole('heading', { name: 'Orbit Trips', level: 1 })).toBeVisible();
  await expect(page.getByText('Not published yet: the tenant does not answer on its hosts.')).toBeVisible();
  // Saved but not published: the host does not answer yet.
  const site = tenantSiteUrl('orbit', baseURL);
  const visitor = await page.context().newPage();
  expect((await visitor.goto(site))?.status()).toBe(404);

  const editor = page.getByRole('form', { name: 'Tenant brand' });
  await editor.getByRole('tab', { name: 'Logos' }).click();
  await upload(page, 'Logo', { name: 'orbit-logo.png', buffer: solidPng(colour) });
  await upload(page, 'Favicon', { name: 'orbit-favicon.png', buffer: solidPng(colour, 32, 32) });
  const logoUrl = await editor.getByRole('textbox', { name: 'Logo', exact: true }).inputValue();
  const faviconUrl = await editor.getByRole('textbox', { name: 'Favicon', exact: true }).inputValue();
  const preview2 = page.getByRole('region', { name: /^Preview of the tenant’s/ });
  await expect(preview2.locator(`img[src="${logoUrl}"]`).first()).toBeVisible();
  await editor.getByRole('button', { name: 'Save as new version' }).click();
  await expect(page.getByText('Version 2 was saved. Publish it to make it live.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish version 2' }).click();
  await expect(page.getByText('Version 2 is live.', { exact: true }).first()).toBeVisible();

  // The tenant's first operator, made here, is listed with the tenant.
  const operators = page.getByRole('region', { name: 'Operators' });
  await operators.getByLabel('First name').fill('Olivia');
  await operators.getByLabel('Last name').fill('Rahman');
  await operators.getByLabel('Email').fill('first@orbit.test');
  await operators.getByLabel('Temporary password').fill('Orbit@2345');
  await operators.getByRole('button', { name: 'Create operator' }).click();
  await expect(operators.getByRole('list', { name: 'Operator accounts' })).toContainText('first@orbit.test');

  await page.goto(site);
  await expect(page).toHaveTitle('Orbit Trips - Fares for agents');
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', faviconUrl);
  await expect(icon).toHaveAttribute('type', 'image/png');
  await expect(page.getByText(hero)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Orbit Trips' })).toHaveAttribute(
    'src',
    logoUrl,
  );
  const logoType = await page.evaluate(
    async (url) => (await fetch(url)).headers.get('content-type'),
    logoUrl,
  );
  expect(logoType).toBe('image/png');
  await expect(page.getByRole('button', { name: 'Login', exact: true }).last()).toHaveCSS(
    'background-color',
    hexToRgb(colour),
  );
});

test('a rolled-back config: the host serves the earlier hero again', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const token = await providerToken(page);
  const brand = brandFor({
    name: 'Rewind Tours',
    theme: 'trotly',
    loginVariation: 'centered',
    primaryColor: '#b45309',
    hero: 'Rewind: the first hero',
  });
  await createLiveTenant(page, token, 'rewind', brand);
  const site = tenantSiteUrl('rewind', baseURL);

  await loginAs(page, 'ops@demo.test', { landing: /\/backoffice/ });
  await page.goto('/backoffice/tenants/rewind');
  const editor = page.getByRole('form', { name: 'Tenant brand' });
  await editor.getByRole('tab', { name: 'Home page' }).click();
  await editor.getByLabel('Hero text').fill('Rewind: the second hero');
  await editor.getByRole('button', { name: 'Save as new version' }).click();
  await expect(page.getByText('Version 2 was saved. Publish it to make it live.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish version 2' }).click();
  await expect(page.getByText('Version 2 is live.', { exact: true }).first()).toBeVisible();

  const visitor = await page.context().newPage();
  await visitor.goto(site);
  await expect(visitor.getByText('Rewind: the second hero')).toBeVisible();

  await page.getByRole('button', { name: 'Roll back to version 1' }).click();
  await expect(page.getByText('Version 1 is live again as version 3.')).toBeVisible();
  await expect(page.getByText('Copy of version 1')).toBeVisible();
  await visitor.goto(site);
  await expect(visitor.getByText('Rewind: the first hero')).toBeVisible();
  await expect(visitor.getByText('Rewind: the second hero')).toHaveCount(0);
});

test('a white-label tenant’s operator has no tenant management', async ({ page, baseURL }) => {
  await page.goto(tripzenUrl(baseURL, '/'));
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const form = page.getByRole('dialog', { name: 'Login' }).getByRole('form', { name: /login/i });
  await form.getByLabel('Email').fill('ops@tripzen.test');
  await form.getByLabel('Password', { exact: true }).fill(demoPassword);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/tripzen\.localhost:\d+\/backoffice/);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Announcements' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tenants' })).toHaveCount(0);

  for (const path of ['/backoffice/tenants', '/backoffice/tenants/new', '/backoffice/tenants/bdfare']) {
    await page.goto(tripzenUrl(baseURL, path));
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/access-denied$/);
  }
});
