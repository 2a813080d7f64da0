import { expect, test } from '@playwright/test';
import {
  applicantFor,
  balanceOf,
  bdt,
  issuedOrder,
  loginAsApplicant,
  minorOf,
  setUpAgency,
  ticketsPanel,
} from './after-sales-support';
import { tripzenUrl } from './support';

const applicant = applicantFor('Voiding');

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  try {
    await setUpAgency(await context.newPage(), baseURL, applicant);
  } finally {
    await context.close();
  }
});

test('a ticket issued today is voided from the order page: quoted, accepted, completed, and the wallet credited', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginAsApplicant(page, baseURL, applicant);
  const order = await issuedOrder(page, { adults: 1, airlines: ['BG', 'BS', 'EK', 'QR'] });
  await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${order.orderReference}`));

  // The order page: the ticket issued, the void window ticking in the office's zone, Void offered.
  const panel = ticketsPanel(page);
  await expect(panel.getByTestId('ticket-status')).toHaveText('Issued');
  await expect(panel.getByTestId('void-window')).toContainText('(Asia/Dhaka)');
  await expect(panel.getByTestId('void-time-left')).toHaveText(/^\d{2}:\d{2}(:\d{2})?$/);
  await panel.getByRole('link', { name: 'Void the ticket of Mr Tanvir Hasan' }).click();

  // The void form: the passenger named by the button is ticked; the airline quotes at once.
  await expect(page).toHaveURL(/\/flight-void-request\?orderReference=.+&pax=1$/);
  await expect(page.getByRole('checkbox', { name: 'Mr Tanvir Hasan' })).toBeChecked();
  await page.getByRole('button', { name: 'Ask for the void quote' }).click();

  await expect(page).toHaveURL(/\/flight-void-request-view\?reference=VD-\d+$/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(page.getByTestId('request-status')).toHaveText('Quoted');
  const quote = page.getByTestId('quote-lines');
  await expect(quote).toContainText('Mr Tanvir Hasan');
  await expect(quote).toContainText('Base fare refunded');
  await expect(quote).toContainText('Service fee');
  await expect(page.getByTestId('quote-time-left')).toBeVisible();
  const total = minorOf((await page.getByTestId('quote-total').textContent()) ?? '');
  expect(total).toBeGreaterThan(0);
  const before = await balanceOf(page);

  // Accepting asks once more, naming the money and the ticket.
  await page.getByRole('button', { name: 'Accept the quote' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept the quote of ${reference}?` });
  await expect(dialog).toContainText('The tickets of Mr Tanvir Hasan will be voided at the airline.');
  await expect(dialog.getByTestId('accept-total')).toHaveText(bdt(total));
  await dialog.getByRole('button', { name: 'Accept and void' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByTestId('request-status')).toHaveText('Completed');
  await expect(page.getByTestId('request-state')).toContainText('credited to your wallet');
  await expect(page.getByTestId('request-ticket-status')).toHaveText('Voided');
  await expect(page.getByRole('group', { name: 'Request actions' })).toHaveCount(0);
  await expect.poll(() => balanceOf(page)).toBe(before + total);

  // The payment ledger shows the credit, naming the request.
  await page.goto(tripzenUrl(baseURL, '/my-transactions'));
  const line = page
    .getByRole('table', { name: 'Wallet lines' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('cell').nth(5)).toHaveText(bdt(total));

  // The order page now shows the ticket voided, with nothing more to do to it.
  await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${order.orderReference}`));
  await expect(panel.getByTestId('ticket-status')).toHaveText('Voided');
  await expect(panel.getByTestId('after-sales-ticket')).toContainText('The ticket is voided.');
  await expect(panel.getByRole('link', { name: /^Void the ticket/ })).toHaveCount(0);

  // The void queue lists it among the completed; the header search leads to its details.
  await page.goto(tripzenUrl(baseURL, '/void-management?tab=completed'));
  const row = page
    .getByRole('table', { name: 'Void requests' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(order.orderReference);
  const search = page.getByRole('search', { name: 'Search orders' }).getByRole('textbox');
  await search.fill(reference.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/flight-void-details\\?reference=${reference}$`));
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accepted quote' })).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText(bdt(total));
});
