import { expect, test } from '@playwright/test';
import {
  brandFor,
  createLiveTenant,
  openLogin,
  passDeviceCode,
  providerToken,
  submitLogin,
  tenantAdminCall,
  tenantSiteUrl,
  type LoginLayout,
  type ThemeName,
} from './tenant-support';

/**
 * Every login layout through the whole first sign-in of a new tenant's first operator: the emailed device code
 * (the tenant asks for one), the forced change of the temporary password, and the back office at the end. Each
 * tenant is made through the API by the provider's operator, so the tests run in parallel.
 */
const layouts: { layout: LoginLayout; theme: ThemeName; colour: string }[] = [
  { layout: 'cover', theme: 'bizora', colour: '#c2410c' },
  { layout: 'centered', theme: 'trotly', colour: '#0369a1' },
  { layout: 'modal', theme: 'chillora', colour: '#15803d' },
  { layout: 'formleft', theme: 'safeZone', colour: '#7c3aed' },
];

for (const { layout, theme, colour } of layouts) {
  test(`the ${layout} login layout: device code, forced password change, back office`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tenantId = `layout-${layout}`;
    const email = `first@${tenantId}.test`;
    const token = await providerToken(page);
    await createLiveTenant(
      page,
      token,
      tenantId,
      brandFor({
        name: `Layout ${layout}`,
        theme,
        loginVariation: layout,
        primaryColor: colour,
        hero: `Signing in through ${layout}`,
        requireDeviceVerification: true,
      }),
    );
    await tenantAdminCall(page, token, 'CreateOperator', {
      tenantId,
      firstName: 'First',
      lastName: 'Operator',
      email,
      temporaryPassword: 'Temporary@2345',
    });

    const site = (path: string) => tenantSiteUrl(tenantId, baseURL, path);
    let form = await openLogin(page, site, layout);
    await page.evaluate(() => localStorage.setItem('portal.deviceId', crypto.randomUUID()));
    const before = await submitLogin(page, form, email, 'Temporary@2345');
    await passDeviceCode(page, email, before);

    const change = page.getByRole('form', { name: 'Set a new password' });
    await expect(change).toBeVisible();
    await change.getByLabel('Password', { exact: true }).fill('Changed@2345');
    await change.getByLabel('Confirm Password').fill('Changed@2345');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog').getByText('Your password successfully changed')).toBeVisible();
    await page.waitForEvent('load', { timeout: 10_000 });

    // The new password on the now trusted device goes straight in.
    form = await openLogin(page, site, layout);
    await submitLogin(page, form, email, 'Changed@2345');
    await expect(page).toHaveURL(new RegExp(`${tenantId}\\.localhost:\\d+/backoffice`));
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  });
}
