import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { call, holdOrder, readOrder, registerFundedAgency } from './flight-order-support';
import { dismissDocumentPrompt, loginAs, tripzenUrl } from './support';

// Issuing moves money, and every demo agency's balance or dues are compared exactly by another browser test. So
// the issuing tests register an agency of their own (through the API, as the registration form does), have the
// tenant's operator approve and fund it, and read its wallet as it is. Holding and cancelling move no money and
// use the provider's demo agency.

/** Money as the pages write it; Intl puts a no-break space after the currency code. */
const bdt = (minor: number) =>
  new RegExp(
    `BDT\\s${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace(/[.,]/g, '\\$&')}`,
  );

const balanceButton = (page: Page) => page.getByRole('button', { name: /^Balance / });

/** The top bar's balance in poisha ("BDT 225,970.00" → 22597000). */
async function balanceOf(page: Page): Promise<number> {
  await expect(balanceButton(page)).toHaveText(/BDT/);
  const text = (await balanceButton(page).textContent()) ?? '';
  const minor = Number(text.replace(/[^\d-]/g, ''));
  if (!Number.isSafeInteger(minor)) throw new Error(`Unreadable balance: ${text}`);
  return minor;
}

const orderStatus = (page: Page) => page.getByTestId('order-status');
const actions = (page: Page) => page.getByRole('group', { name: 'Booking actions' });

async function openOrder(page: Page, reference: string) {
  await page.goto(`/flight-order?reference=${encodeURIComponent(reference)}`);
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------------------------
// A fresh agency of the white-label tenant Tripzen, registered, approved and funded through the API.

const applicant = {
  company: 'Order Desk Travels',
  email: `owner-${Date.now().toString(36)}@order-e2e.test`,
  phone: `19${String(Date.now()).slice(-8)}`,
  password: 'Ticketing@123',
};
const openingFloat = 500_000_00;

async function loginAsApplicant(page: Page, baseURL: string | undefined) {
  await loginAs(page, applicant.email, { password: applicant.password, path: tripzenUrl(baseURL, '/') });
  await dismissDocumentPrompt(page);
}

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('issuing from the wallet', () => {
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

  test('a held booking is issued in full: Confirmed with ticket numbers, the wallet pays its price, and the e-ticket prints', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await loginAsApplicant(page, baseURL);
    const held = await holdOrder(page);
    await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${held.orderReference}`));
    await expect(page.getByRole('heading', { level: 1, name: held.orderReference })).toBeVisible();
    await expect(orderStatus(page)).toHaveText('On hold');
    await expect(page.getByTestId('time-left')).toBeVisible();
    await expect(page.getByTestId('fare-payable')).toHaveText(bdt(held.totals.payable.amount));
    const passengers = page.getByRole('table', { name: 'Passengers' });
    await expect(passengers).toContainText('Mr Tanvir Hasan');
    await expect(passengers.getByTestId('ticket-number')).toHaveText('Not issued yet');
    const before = await balanceOf(page);
    expect(before).toBe(openingFloat);

    await actions(page).getByRole('button', { name: 'Issue ticket' }).click();
    const dialog = page.getByRole('dialog', { name: `Issue ticket ${held.orderReference}` });
    // The dialog asks the airline to reprice first, which takes the supplier's own time. Other tests sell seats on
    // the same flights, so the airline may have moved the booking to another class and price meanwhile: the agent
    // then accepts the change, and the new price is what the wallet pays.
    const confirmed = dialog.getByText('The airline confirmed the price of this booking.');
    const changed = dialog.getByRole('alert').filter({ hasText: /ha(s|ve) changed/ });
    await expect(confirmed.or(changed)).toBeVisible({ timeout: 20_000 });
    let payable = held.totals.payable.amount;
    const repriced = await changed.isVisible();
    if (repriced) {
      await dialog.getByLabel('I accept the new price and class').check();
      payable = (await readOrder(page, held.orderReference)).totals.payable.amount;
    }
    await expect(dialog.getByRole('radio', { name: 'Pay in full' })).toBeChecked();
    await expect(dialog.getByTestId('issue-pay-now')).toHaveText(bdt(payable));
    await dialog.getByRole('button', { name: /^Pay BDT\s[\d,.]+ and issue$/ }).click();
    await expect(dialog).toHaveCount(0);

    await expect(orderStatus(page)).toHaveText('Confirmed');
    const ticket = passengers.getByTestId('ticket-number');
    await expect(ticket).toHaveText(/^\d{3}-?\d{10}$/);
    const ticketNumber = (await ticket.textContent()) ?? '';
    await expect(actions(page).getByRole('button', { name: 'Issue ticket' })).toHaveCount(0);
    await expect(actions(page).getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expect(page.getByTestId('fare-paid')).toHaveText(bdt(payable));
    await expect.poll(() => balanceOf(page)).toBe(before - payable);

    // The booking history tells the story, newest last.
    await actions(page).getByRole('button', { name: 'Booking history' }).click();
    const history = page.getByRole('table', { name: 'Booking history' });
    // A reprice accepted on the way is a line of its own between the two.
    await expect(history.getByRole('row')).toHaveCount(repriced ? 4 : 3);
    await expect(history.getByRole('row').nth(1)).toContainText('Booked');
    await expect(history.getByRole('row').last()).toContainText('Ticket issued');
    await page
      .getByRole('dialog', { name: `Booking history of ${held.orderReference}` })
      .getByRole('button', { name: 'Close' })
      .click();

    // The e-ticket opens in its own tab, header-less, with the passenger and the ticket number.
    await actions(page).getByRole('button', { name: 'Print' }).click();
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('menuitem', { name: 'Ticket' }).click(),
    ]);
    await expect(preview).toHaveURL(/\/print-preview\?orderReference=.+&typeId=1$/);
    const sheet = preview.getByRole('article', { name: 'E-Ticket' });
    await expect(sheet).toContainText(held.orderReference);
    await expect(sheet.getByRole('table', { name: 'Passengers' })).toContainText('Mr Tanvir Hasan');
    await expect(sheet.getByRole('table', { name: 'Passengers' })).toContainText(ticketNumber);
    await expect(sheet.getByRole('table', { name: 'Flights' })).toContainText('DAC');
    await expect(preview.getByRole('button', { name: 'Profile menu', exact: false })).toHaveCount(0);
    await expect(sheet.getByRole('heading', { name: 'Fare details' })).toBeVisible();
    await preview.getByLabel('With price').uncheck();
    await expect(sheet.getByRole('heading', { name: 'Fare details' })).toHaveCount(0);

    // The customer invoice carries the agent's markup in its total.
    const options = preview.getByRole('region', { name: 'Print options' });
    await options.getByText('Customer invoice', { exact: true }).click();
    await expect(preview).toHaveURL(/typeId=3$/);
    const invoice = preview.getByRole('article', { name: 'Customer invoice' });
    await preview.getByLabel('With price').check();
    await preview.getByLabel('Markup (BDT)').fill('1,500');
    const issued = await readOrder(page, held.orderReference);
    await expect(invoice.getByTestId('document-total')).toHaveText(
      bdt(issued.totals.fareGross.amount + issued.totals.extras.amount + 1_500_00),
    );
    const [download] = await Promise.all([
      preview.waitForEvent('download'),
      preview.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('a new price at issue is shown beside the old and must be accepted before paying it', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await loginAsApplicant(page, baseURL);
    // The sandbox raises this passenger's fare when it is priced again before issuing.
    const held = await holdOrder(page, { surname: 'ISSUECHANGE' });
    await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${held.orderReference}`));
    const before = await balanceOf(page);

    await actions(page).getByRole('button', { name: 'Issue ticket' }).click();
    const dialog = page.getByRole('dialog', { name: `Issue ticket ${held.orderReference}` });
    const change = dialog.getByRole('alert').filter({ hasText: 'The price has changed' });
    await expect(change).toBeVisible();
    const repriced = await readOrder(page, held.orderReference);
    expect(repriced.totals.payable.amount).toBeGreaterThan(held.totals.payable.amount);
    const table = change.getByRole('table', { name: 'What changed' });
    const payable = table.getByRole('row', { name: /^Total payable/ });
    await expect(payable.getByRole('cell').first()).toHaveText(bdt(held.totals.payable.amount));
    await expect(payable.getByRole('cell').last()).toHaveText(bdt(repriced.totals.payable.amount));
    const pay = dialog.getByRole('button', { name: /^Pay BDT\s[\d,.]+ and issue$/ });
    await expect(pay).toBeDisabled();
    await dialog.getByLabel('I accept the new price and class').check();
    await pay.click();
    await expect(dialog).toHaveCount(0);

    await expect(orderStatus(page)).toHaveText('Confirmed');
    await expect(page.getByTestId('fare-payable')).toHaveText(bdt(repriced.totals.payable.amount));
    await expect.poll(() => balanceOf(page)).toBe(before - repriced.totals.payable.amount);
  });

  test('a part-paid issue leaves a due that appears on the partial-payment page', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await loginAsApplicant(page, baseURL);
    const held = await holdOrder(page, { days: 40 });
    const offer = held.partialPayment;
    if (!offer) throw new Error('A booking 40 days ahead should offer part payment');
    const rest = held.totals.payable.amount - offer.minimumPayable.amount;
    await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${held.orderReference}`));
    await expect(page.getByRole('region', { name: 'Part payment' })).toContainText('Minimum payable now');
    const before = await balanceOf(page);

    await actions(page).getByRole('button', { name: 'Issue ticket' }).click();
    const dialog = page.getByRole('dialog', { name: `Issue ticket ${held.orderReference}` });
    await dialog.getByRole('radio', { name: /^Pay in part/ }).check();
    await expect(dialog.getByTestId('issue-pay-now')).toHaveText(bdt(offer.minimumPayable.amount));
    await dialog.getByRole('button', { name: /^Pay BDT\s[\d,.]+ and issue$/ }).click();
    await expect(dialog).toHaveCount(0);

    await expect(orderStatus(page)).toHaveText('Confirmed');
    await expect(page.getByTestId('fare-paid')).toHaveText(bdt(offer.minimumPayable.amount));
    await expect(page.getByTestId('fare-due')).toHaveText(bdt(rest));
    await expect.poll(() => balanceOf(page)).toBe(before - offer.minimumPayable.amount);

    await page
      .getByRole('region', { name: 'Part payment' })
      .getByRole('link', { name: 'Open Partial Payment' })
      .click();
    await expect(page).toHaveURL(/\/partial-payment$/);
    const row = page
      .getByRole('table', { name: 'Orders with dues' })
      .getByRole('row')
      .filter({ hasText: held.orderReference });
    await expect(row).toContainText('Open');
    await expect(row).toContainText(bdt(rest));

    // The agent settles the rest from the wallet: the due is settled and the order fully paid.
    const beforeSettling = await balanceOf(page);
    await row.getByRole('button', { name: `Settle now ${held.orderReference}` }).click();
    const settle = page.getByRole('dialog', { name: `Settle ${held.orderReference}` });
    await settle.getByRole('button', { name: /^Pay BDT\s[\d,.]+$/ }).click();
    await expect(settle).toHaveCount(0);
    await expect(row).toContainText('Settled');
    await expect.poll(() => balanceOf(page)).toBe(beforeSettling - rest);
    await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${held.orderReference}`));
    await expect(page.getByTestId('fare-paid')).toHaveText(bdt(offer.minimumPayable.amount + rest));
    await expect(page.getByTestId('fare-due')).toHaveCount(0);
  });
});

test('a held booking is cancelled: Cancelled, and nothing is left to issue', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  const held = await holdOrder(page);
  await openOrder(page, held.orderReference);
  await expect(orderStatus(page)).toHaveText('On hold');

  await actions(page).getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${held.orderReference}` });
  await expect(dialog).toContainText('The airline releases the seats');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(orderStatus(page)).toHaveText('Cancelled');
  await expect(actions(page).getByRole('button', { name: 'Issue ticket' })).toHaveCount(0);
  await expect(actions(page).getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(actions(page).getByRole('button', { name: 'Print' })).toHaveCount(0);
  await page.reload();
  await expect(orderStatus(page)).toHaveText('Cancelled');
  expect((await readOrder(page, held.orderReference)).status).toBe('Cancelled');
});

test('staff who may book but not issue see their held booking without the issue action', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, 'staff@demo.test');
  const held = await holdOrder(page);
  await openOrder(page, held.orderReference);
  await expect(orderStatus(page)).toHaveText('On hold');
  await expect(page.getByRole('table', { name: 'Passengers' })).toContainText('Mr Tanvir Hasan');
  // Without IssueTicket, CancelTicket, PrintTicket and BookingHistory there is nothing to act with.
  await expect(actions(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Issue ticket' })).toHaveCount(0);
  // The API refuses the same: the page only hides what the server would refuse anyway.
  const refused = await call(page, 'POST', '/order/api/v1/Order/GetFullPaymentForIssueTicket', {
    body: { orderReference: held.orderReference, acceptedPayable: held.totals.payable.amount },
    key: randomUUID(),
  });
  expect(refused.status).toBe(403);
  await page.goto(`/print-preview?orderReference=${held.orderReference}&typeId=1`);
  await expect(page).toHaveURL(/\/access-denied$/);
});

test('an unknown booking reference shows the server’s message', async ({ page }) => {
  await loginAs(page, 'staff@demo.test');
  await page.goto('/flight-order?reference=BDF-0000001');
  await expect(page.getByRole('alert')).toContainText('An error occurred while fetching order details.');
});
