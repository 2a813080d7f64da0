import { expect, test } from '@playwright/test';
import { loginAs } from './support';

// A call that no retry can mend shows its failure at once: no skeletons while the client retries in vain.
test('a list whose call is refused (4xx) or fails (500) shows its error promptly, after one call', async ({ page }) => {
  await loginAs(page, 'staff@demo.test');
  for (const status of [422, 500]) {
    let calls = 0;
    await page.unrouteAll();
    await page.route('**/customer/api/v1/MyBooking/GetBookings', (route) => {
      calls += 1;
      return route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'FAILED', message: 'The bookings are out of reach.' } }),
      });
    });

    await page.goto('/my-bookings');

    await expect(page.getByText('The bookings could not be loaded.'), `${status}`).toBeVisible();
    await expect(page.getByRole('status', { name: 'Fetching data' })).toHaveCount(0);
    expect(calls, `${status}`).toBe(1);
  }
});
