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

const applicant = applicantFor('Refunding');

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

test('one passenger of two is refunded: only that ticket is refunded and credited, the other stays issued', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginAsApplicant(page, baseURL, applicant);
  // BG refunds by itself by the fare's penalties, and sells refundable hold fares on this route.
  const order = await issuedOrder(page, { adults: 2, airlines: ['BG'] });
  await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${order.orderReference}`));

  const panel = ticketsPanel(page);
  await expect(panel.getByTestId('after-sales-ticket')).toHaveCount(2);
  await panel.getByRole('link', { name: 'Refund the ticket of Mr Tanvir Hasan' }).click();

  await expect(page).toHaveURL(/\/flight-refund-request\?orderReference=.+&pax=1$/);
  await expect(page.getByRole('checkbox', { name: 'Mr Tanvir Hasan' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Ms Nusrat Jahan' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'DAC → DXB' })).toBeChecked();
  await expect(page.getByTestId('refund-mode')).toContainText('The airline quotes this refund at once');
  await page.getByRole('textbox', { name: 'Remark' }).fill('Passenger cannot travel');
  await page.getByRole('button', { name: 'Ask for the refund quote' }).click();

  await expect(page).toHaveURL(/\/flight-refund-request-view\?reference=RF-\d+$/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  await expect(page.getByTestId('request-status')).toHaveText('Quoted');
  await expect(page.getByTestId('request-passenger')).toHaveCount(1);
  const quote = page.getByTestId('quote-lines');
  await expect(quote).toContainText('Mr Tanvir Hasan');
  await expect(quote).not.toContainText('Ms Nusrat Jahan');
  const total = minorOf((await page.getByTestId('quote-total').textContent()) ?? '');
  expect(total).toBeGreaterThan(0);
  const before = await balanceOf(page);

  await page.getByRole('button', { name: 'Accept the quote' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept the quote of ${reference}?` });
  await expect(dialog.getByTestId('accept-total')).toHaveText(bdt(total));
  await dialog.getByRole('button', { name: 'Accept and refund' }).click();
  await expect(page.getByTestId('request-status')).toHaveText('Completed');
  await expect(page.getByTestId('request-ticket-status')).toHaveText('Refunded');
  await expect.poll(() => balanceOf(page)).toBe(before + total);

  // Back on the order: the first ticket refunded, the second still issued and still refundable.
  await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${order.orderReference}`));
  const rows = panel.getByTestId('after-sales-ticket');
  await expect(rows.filter({ hasText: 'Mr Tanvir Hasan' }).getByTestId('ticket-status')).toHaveText(
    'Refunded',
  );
  await expect(rows.filter({ hasText: 'Ms Nusrat Jahan' }).getByTestId('ticket-status')).toHaveText('Issued');
  await expect(panel.getByRole('link', { name: 'Refund the ticket of Ms Nusrat Jahan' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Refund the ticket of Mr Tanvir Hasan' })).toHaveCount(0);

  // The refund queue has it among the completed.
  await page.goto(tripzenUrl(baseURL, '/refund-management'));
  await page.getByRole('tab', { name: /^Completed/ }).click();
  await expect(page).toHaveURL(/tab=completed/);
  await expect(
    page.getByRole('table', { name: 'Refund requests' }).getByRole('row').filter({ hasText: reference }),
  ).toContainText('Mr Tanvir Hasan');
});
