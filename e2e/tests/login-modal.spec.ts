import { expect, test } from '@playwright/test';
import { demoPassword, expectToast, tripzenUrl } from './support';

// tripzen is the seeded white-label tenant whose login variation is "modal" (spec §2).

test('the modal login: no /login page, the header opens the login box in a dialog', async ({
  page,
  baseURL,
}) => {
  await page.goto(tripzenUrl(baseURL, '/login'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  const header = page.getByRole('banner');
  const openLogin = header.getByRole('button', { name: 'Login' });
  await expect(openLogin).toHaveAttribute('aria-haspopup', 'dialog');
  await openLogin.click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByRole('form', { name: /login/i }).getByLabel('Email')).toBeVisible();
  // The page's #login anchor belongs to the in-page form only, never the dialog's, so ids stay unique.
  await expect(dialog.locator('[id="login"]')).toHaveCount(0);
  // Focus moves into the dialog and stays there; Escape closes it and gives focus back to the button.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(openLogin).toBeFocused();

  // In the modal variant the sign-up link closes the modal on its way to the registration page.
  await openLogin.click();
  await dialog.getByRole('link', { name: 'Sign up here' }).click();
  await expect(page).toHaveURL(/tripzen\.localhost:\d+\/register_proprietor$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();

  await openLogin.click();
  const form = dialog.getByRole('form', { name: /login/i });
  await form.getByLabel('Email').fill('agent@tripzen.test');
  await form.getByLabel('Password', { exact: true }).fill(demoPassword);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/tripzen\.localhost:\d+\/searchpad$/);
  await expect(page.getByText('Tripzen Demo Agency').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
});

test('a wrong password in the modal login shows a toast and leaves the dialog open', async ({
  page,
  baseURL,
}) => {
  await page.goto(tripzenUrl(baseURL, '/'));
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  const form = dialog.getByRole('form', { name: /login/i });
  await form.getByLabel('Email').fill('agent@tripzen.test');
  await form.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await form.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Invalid email or password', form);
  await expect(dialog).toBeVisible();
});
