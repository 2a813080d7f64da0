import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, holdOrder, ok, registerFundedAgency } from './flight-order-support';
import { dismissDocumentPrompt, loginAs, tripzenUrl } from './support';

// A held booking whose first flight is 4 days away is not offered part payment; the agent asks the operators to
// enable it. Issuing moves money, and the demo agencies' balances and dues are compared exactly by other browser
// tests, so the approved request is issued by an agency of its own (registered, approved and funded through the
// API, as flight-order.spec does) and approved by its tenant's operator. The declined request moves no money and
// uses the provider's demo agency and operator.

/** Money as the pages write it; Intl puts a no-break space after the currency code. */
const bdt = (minor: number) =>
  new RegExp(
    `BDT\\s${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace(/[.,]/g, '\\$&')}`,
  );

/** A moment as the pages write it: the portal's calendar, '3 Mar 2025, 14:05'. */
const portalTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
  }).format(new Date(iso));

const partPanel = (page: Page) => page.getByRole('region', { name: 'Part payment' });
const orderStatus = (page: Page) => page.getByTestId('order-status');

async function openOrder(page: Page, url: string, reference: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
}

/** The agent asks for part payment from the order page; the panel then says the request awaits approval. */
async function askForPartPayment(page: Page, reference: string, message?: string) {
  await expect(partPanel(page)).toContainText(
    'Part payment is offered when the first flight is at least 7 days away',
  );
  await expect(partPanel(page)).not.toContainText('Minimum payable now');
  await partPanel(page).getByRole('button', { name: 'Request part payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Request part payment for ${reference}` });
  if (message) await dialog.getByLabel('Message to the operators (optional)').fill(message);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Your request for part payment on ${reference} was sent.`)).toBeVisible();
  await expect(partPanel(page)).toContainText(/Requested on .+ — awaiting approval/);
  if (message) await expect(partPanel(page)).toContainText(`Your message: ${message}`);
  await expect(partPanel(page).getByRole('button', { name: 'Request part payment' })).toHaveCount(0);
}

/** An operator's browser of its own, signed in to the back office's part-payment requests through its menu. */
async function operatorDesk(browser: Browser, baseURL: string | undefined, email: string, home: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const desk = await context.newPage();
  await loginAs(desk, email, { path: home, landing: /\/backoffice$/ });
  await desk
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Part-payment requests' })
    .click();
  await expect(desk).toHaveURL(/\/backoffice\/part-payments$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Part-payment requests' })).toBeVisible();
  return { desk, context };
}

const requestRow = (desk: Page, reference: string) =>
  desk.getByRole('table', { name: 'Part-payment requests' }).getByRole('row').filter({ hasText: reference });

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('an approved request', () => {
  const applicant = {
    company: 'Part Request Travels',
    email: `owner-${Date.now().toString(36)}@part-request-e2e.test`,
    phone: `18${String(Date.now()).slice(-8)}`,
    password: 'Ticketing@123',
  };

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL });
    try {
      await registerFundedAgency(await context.newPage(), baseURL, applicant, 500_000_00);
    } finally {
      await context.close();
    }
  });

  test('the operator approves a due date; the agent issues paying part and the due appears on Partial Payment', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await loginAs(page, applicant.email, { password: applicant.password, path: tripzenUrl(baseURL, '/') });
    await dismissDocumentPrompt(page);
    const held = await holdOrder(page, { days: 4 });
    expect(held.partialPayment).toBeNull();
    const reference = held.orderReference;
    const orderUrl = tripzenUrl(baseURL, `/flight-order?reference=${reference}`);
    await openOrder(page, orderUrl, reference);
    const message = 'The client pays the rest on Thursday.';
    await askForPartPayment(page, reference, message);

    const { desk, context } = await operatorDesk(
      browser,
      baseURL,
      'ops@tripzen.test',
      tripzenUrl(baseURL, '/'),
    );
    try {
      const row = requestRow(desk, reference);
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('rowheader')).toHaveText(applicant.company);
      await expect(row).toContainText(message);
      await expect(row).toContainText('DAC');
      await expect(row).toContainText(bdt(held.totals.payable.amount));

      await row.getByRole('button', { name: `Approve ${reference}` }).click();
      const dialog = desk.getByRole('dialog', { name: `Approve ${reference}` });
      // The latest due date allowed is proposed.
      await expect(dialog.getByRole('button', { name: 'Rest due by' })).toHaveText(/\d{4}, \d{2}:\d{2}$/);
      await dialog.getByLabel('Note to the agent (optional)').fill('Approved for a regular client.');
      await dialog.getByRole('button', { name: 'Approve part payment' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(desk.getByText(`Part payment approved for ${reference}.`)).toBeVisible();
      await expect(requestRow(desk, reference)).toHaveCount(0);
    } finally {
      await context.close();
    }

    type Order = {
      partialPayment: { minimumPayable: { amount: number }; dueAt: string } | null;
      totals: { payable: { amount: number } };
    };
    const path = `/order/api/v1/Order/AirGetOrder?orderReference=${encodeURIComponent(reference)}`;
    const approved = ok(await call<{ order: Order }>(page, 'GET', path), 'AirGetOrder').order;
    if (!approved.partialPayment) throw new Error('An approved request should offer part payment');
    const { minimumPayable, dueAt } = approved.partialPayment;
    const rest = approved.totals.payable.amount - minimumPayable.amount;

    await page.reload();
    await expect(partPanel(page)).toContainText('Part payment approved');
    await expect(partPanel(page)).toContainText(`the rest is due by ${portalTime(dueAt)}`);
    await expect(partPanel(page)).toContainText('Operator’s note: Approved for a regular client.');
    await expect(partPanel(page)).toContainText('Minimum payable now');
    await expect(partPanel(page)).toContainText(bdt(minimumPayable.amount));

    await page
      .getByRole('group', { name: 'Booking actions' })
      .getByRole('button', { name: 'Issue ticket' })
      .click();
    const issue = page.getByRole('dialog', { name: `Issue ticket ${reference}` });
    await issue.getByRole('radio', { name: /^Pay in part/ }).check();
    await expect(issue.getByTestId('issue-pay-now')).toHaveText(bdt(minimumPayable.amount));
    await issue.getByRole('button', { name: /^Pay BDT\s[\d,.]+ and issue$/ }).click();
    await expect(issue).toHaveCount(0);
    await expect(orderStatus(page)).toHaveText('Confirmed');
    await expect(page.getByTestId('fare-due')).toHaveText(bdt(rest));

    await partPanel(page).getByRole('link', { name: 'Open Partial Payment' }).click();
    await expect(page).toHaveURL(/\/partial-payment$/);
    const due = page
      .getByRole('table', { name: 'Orders with dues' })
      .getByRole('row')
      .filter({ hasText: reference });
    await expect(due).toContainText('Open');
    await expect(due).toContainText(bdt(rest));
  });
});

test('the operator declines with a reason; the agent reads it and may ask again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  const held = await holdOrder(page, { days: 4 });
  const reference = held.orderReference;
  const orderUrl = `/flight-order?reference=${encodeURIComponent(reference)}`;
  await openOrder(page, orderUrl, reference);
  await askForPartPayment(page, reference);

  const { desk, context } = await operatorDesk(browser, baseURL, 'ops@demo.test', '/');
  const reason = 'The agency has dues past their date.';
  try {
    const row = requestRow(desk, reference);
    await expect(row.getByRole('rowheader')).toHaveText('Demo Travels Ltd');
    await row.getByRole('button', { name: `Decline ${reference}` }).click();
    const dialog = desk.getByRole('dialog', { name: `Decline ${reference}` });
    // A reason is required, and checked before anything is sent.
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await expect(dialog).toContainText('Write why the request is declined (at least 3 characters)');
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(desk.getByText(`The part-payment request of ${reference} was declined.`)).toBeVisible();
    await expect(requestRow(desk, reference)).toHaveCount(0);
  } finally {
    await context.close();
  }

  await page.reload();
  await expect(partPanel(page)).toContainText('Part payment was declined');
  await expect(partPanel(page)).toContainText(reason);
  await expect(partPanel(page)).not.toContainText('Minimum payable now');
  await expect(partPanel(page).getByRole('button', { name: 'Request part payment' })).toBeVisible();

  // The bookings queue tells the agent too, and leads back to the booking.
  await page.goto('/my-bookings');
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByRole('listitem').first()).toBeVisible();
  // Time limits near their end come first; other tests' held bookings may push the notice below the fold.
  const more = attention.getByRole('button', { name: /^Show \d+ more$/ });
  if ((await more.count()) > 0) await more.click();
  // The same booking's time limit may be listed as well.
  const notice = attention
    .getByRole('listitem')
    .filter({ hasText: reference })
    .filter({ hasText: 'Part payment declined' });
  await expect(notice).toContainText(/Part payment declined on .+: the booking shows why\./);
  await notice.getByRole('link', { name: `Open ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
});
