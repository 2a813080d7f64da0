import { expect, test, type Page } from '@playwright/test';
import { skywayUrl, tripzenUrl } from './support';

function voyagioUrl(baseURL: string | undefined, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = 'voyagio.localhost';
  return url.toString();
}

/** Nothing sticks out sideways: the page is no wider than the phone's window. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test('/login is there for a white-label tenant without the modal style, and not for the main tenant', async ({
  page,
  baseURL,
}) => {
  await page.goto(new URL('/login', baseURL).toString());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto(skywayUrl(baseURL, '/login'));
  await expect(page.locator('[data-login-layout="centered"]')).toBeVisible();
  await page.goto(voyagioUrl(baseURL, '/login'));
  // safeZone draws its own form-left page.
  await expect(page.getByRole('form', { name: /login/i })).toBeVisible();
});

for (const width of [390, 1440]) {
  test(`the page layouts hold the reset steps at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const url of [skywayUrl(baseURL, '/login'), voyagioUrl(baseURL, '/login')]) {
      await page.goto(url);
      await page.getByRole('link', { name: 'Reset here' }).click();
      const reset = page.getByRole('form', { name: 'Reset your password' });
      // The step takes focus, its heading shows on the page.
      await expect(reset.getByLabel('Email')).toBeFocused();
      await expect(reset.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await reset.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('form', { name: /login/i }).getByLabel('Email')).toBeFocused();
    }
  });
}

test('on a phone the login dialog fills the screen, names the step it is on and keeps focus inside', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tripzenUrl(baseURL));
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);

  await dialog.getByRole('link', { name: 'Reset here' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(resetDialog.getByLabel('Email')).toBeFocused();
  // The dialog's title is the step's heading; the step does not repeat it.
  await expect(resetDialog.getByRole('heading', { name: 'Reset your password' })).toHaveCount(1);

  await resetDialog.getByLabel('Email').fill('agent@tripzen.test');
  await resetDialog.getByRole('button', { name: 'Send Code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter the reset code' });
  await expect(codeDialog.getByLabel('Digit 1')).toBeFocused();
  for (const digit of [1, 6]) await expect(codeDialog.getByLabel(`Digit ${digit}`)).toBeInViewport();
  await expectNoSidewaysScroll(page);

  // Tab stays within the dialog.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await codeDialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await codeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Email')).toBeFocused();
});
