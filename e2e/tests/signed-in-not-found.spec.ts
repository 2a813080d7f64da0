import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

test('a signed-in user on a path the portal does not have stays in the app frame and sees it is not found', async ({
  page,
}) => {
  await loginAs(page, 'staff@demo.test');
  for (const path of ['/flight-nowhere-request', '/no-such-page/anywhere']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 }), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections' }), path).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile menu for Karim Hossain' })).toBeVisible();
  }
});
