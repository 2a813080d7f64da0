import { expect, test } from '@playwright/test';
import { demoJeddahOrder, ticketsPanel } from './after-sales-support';
import { loginAs } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

test('staff without VoidRequest or RefundRequest see the tickets but no void or refund, and cannot open the forms', async ({
  page,
}) => {
  // The reservations role: Search, BookTicket, ViewBooking, ShowBookings.
  await loginAs(page, 'staff@demo.test');
  const reference = await demoJeddahOrder(page);
  await page.goto(`/flight-order?reference=${reference}`);

  const panel = ticketsPanel(page);
  await expect(panel.getByTestId('after-sales-ticket')).toHaveCount(3);
  await expect(panel.getByTestId('ticket-status').first()).toHaveText('Issued');
  await expect(panel.getByRole('link', { name: /^Void the ticket/ })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: /^Refund the ticket/ })).toHaveCount(0);
  await expect(panel.getByText('You do not have permission for this action.')).toHaveCount(0);
  await expect(panel.getByText('No action available').filter({ visible: true })).toHaveCount(3);

  // The side navigation has no void or refund queue for them, and the void form is closed to them.
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link')).toHaveText(['My Bookings']);
  await page.goto(`/flight-void-request?orderReference=${reference}`);
  await expect(page).toHaveURL(/\/access-denied$/);
  await page.goto('/void-management');
  await expect(page).toHaveURL(/\/access-denied$/);
});
