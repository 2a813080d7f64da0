import { expect, test, type Page } from '@playwright/test';
import { holdOrder, readOrder, registerFundedAgency } from './flight-order-support';
import { dismissDocumentPrompt, loginAs, tripzenUrl } from './support';

// Paying online credits and then debits the same wallet, so the test registers an agency of its own (as the
// flight-order tests do) and reads its balance as it is: the ticket is paid at the gateway, not from the float.

const bdt = (minor: number) =>
  new RegExp(
    `BDT\\s${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace(/[.,]/g, '\\$&')}`,
  );
const balanceButton = (page: Page) => page.getByRole('button', { name: /^Balance / });

const applicant = {
  company: 'Pay Online Travels',
  email: `online-${Date.now().toString(36)}@order-e2e.test`,
  phone: `18${String(Date.now()).slice(-8)}`,
  password: 'Ticketing@123',
};
const openingFloat = 1_000_00;

test.use({ viewport: { width: 1440, height: 900 } });
// One agency for both tests, registered once.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  try {
    await registerFundedAgency(await context.newPage(), baseURL, applicant, openingFloat);
  } finally {
    await context.close();
  }
});

test('a held booking is paid online at the gateway and comes back Confirmed, the wallet unchanged', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, applicant.email, { password: applicant.password, path: tripzenUrl(baseURL, '/') });
  await dismissDocumentPrompt(page);
  const held = await holdOrder(page);
  const payable = held.totals.payable.amount;
  await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${held.orderReference}`));
  await expect(page.getByRole('heading', { level: 1, name: held.orderReference })).toBeVisible();
  await expect(balanceButton(page)).toHaveText(bdt(openingFloat));

  await page
    .getByRole('group', { name: 'Booking actions' })
    .getByRole('button', { name: 'Issue ticket' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Issue ticket ${held.orderReference}` });
  await expect(dialog.getByText('The airline confirmed the price of this booking.')).toBeVisible();
  // The wallet cannot pay this ticket; paying online can.
  await expect(
    dialog.getByText('Your available balance does not cover this amount.', { exact: false }),
  ).toBeVisible();
  await dialog.getByText('Pay online', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /^bKash/ })).toBeVisible();
  await dialog.getByRole('radio', { name: /^Credit\/Debit Card · 3% surcharge$/ }).check();
  const surcharge = Math.ceil((payable * 300) / 10_000);
  await expect(dialog.getByTestId('online-total')).toHaveText(bdt(payable + surcharge));
  await page.screenshot({ path: test.info().outputPath('issue-modal-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('button', { name: /^Pay BDT\s[\d,.]+ online$/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('issue-modal-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: /^Pay BDT\s[\d,.]+ online$/ }).click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/cs_/);
  await expect(page.getByText(bdt(payable + surcharge)).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByLabel('Name on card').fill('Mehedi Hasan');
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: /^Pay BDT/ }).click();

  await expect(page).toHaveURL(
    new RegExp(`/flight-order\\?reference=${held.orderReference}&paymentId=[0-9a-f-]+&code=success$`),
  );
  const notice = page.getByRole('status').filter({ hasText: 'Payment received.' });
  await expect(notice).toContainText('The tickets are issued: this booking is Confirmed.');
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(page.getByRole('table', { name: 'Passengers' }).getByTestId('ticket-number')).toHaveText(
    /^\d{3}-?\d{10}$/,
  );
  await expect(balanceButton(page)).toHaveText(bdt(openingFloat));
  expect((await readOrder(page, held.orderReference)).status).toBe('Confirmed');

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(new RegExp(`/flight-order\\?reference=${held.orderReference}$`));
});

test('a checkout cancelled at the gateway leaves the booking on hold and says the payment was not completed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, applicant.email, { password: applicant.password, path: tripzenUrl(baseURL, '/') });
  await dismissDocumentPrompt(page);
  const held = await holdOrder(page);
  await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${held.orderReference}`));
  await page
    .getByRole('group', { name: 'Booking actions' })
    .getByRole('button', { name: 'Issue ticket' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Issue ticket ${held.orderReference}` });
  await expect(dialog.getByText('The airline confirmed the price of this booking.')).toBeVisible();
  await dialog.getByText('Pay online', { exact: true }).click();
  await dialog.getByRole('radio', { name: /^Net Banking/ }).check();
  await dialog.getByRole('button', { name: /^Pay BDT\s[\d,.]+ online$/ }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\/cs_/);
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page).toHaveURL(/code=cancel$/);
  await expect(page.getByRole('alert').filter({ hasText: 'The payment was not completed.' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('On hold');
  await expect(balanceButton(page)).toHaveText(bdt(openingFloat));
});
