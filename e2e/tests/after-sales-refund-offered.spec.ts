import { expect, test } from '@playwright/test';
import { demoJeddahOrder, ticketsPanel } from './after-sales-support';
import { dismissDocumentPrompt, loginAs } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

// Looks only: nothing is asked, so the demo agency's order and money stay as the other tests expect them.
test('a ticket issued yesterday offers a refund, not a void, and says why', async ({ page }) => {
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  const reference = await demoJeddahOrder(page);
  await page.goto(`/flight-order?reference=${reference}`);

  const panel = ticketsPanel(page);
  const rows = panel.getByTestId('after-sales-ticket');
  await expect(rows).toHaveCount(3);
  for (const name of ['Mr Abdul Karim', 'Mrs Nasima Karim', 'Mstr Fahim Karim']) {
    const row = rows.filter({ hasText: name });
    await expect(row.getByTestId('ticket-status')).toHaveText('Issued');
    await expect(row.getByRole('link', { name: `Refund the ticket of ${name}` })).toBeVisible();
    await expect(row.getByRole('link', { name: `Void the ticket of ${name}` })).toHaveCount(0);
    await expect(row).toContainText('Void: The void window closed at the end of the issue day.');
  }
  await expect(panel.getByTestId('void-window')).toHaveCount(0);

  // The refund form opens with that passenger and every journey still to fly, and the reasons by name.
  await rows
    .filter({ hasText: 'Mrs Nasima Karim' })
    .getByRole('link', { name: /^Refund/ })
    .click();
  await expect(page).toHaveURL(/\/flight-refund-request\?orderReference=.+&pax=2$/);
  await expect(page.getByRole('checkbox', { name: 'Mrs Nasima Karim' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mr Abdul Karim' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'DAC → JED' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Passenger’s own choice',
    'Flight cancelled by the airline',
    'Schedule changed by the airline',
    'Medical reasons',
    'Visa refused',
  ]);
  await page.getByRole('option', { name: 'Flight cancelled by the airline' }).click();
  await expect(page.getByTestId('refund-mode')).toContainText('Our team will quote this refund');
  await expect(page.getByRole('button', { name: 'Send the refund request' })).toBeEnabled();
});
