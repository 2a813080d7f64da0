import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { call, holdOrder, ok, registerFundedAgency, type OrderView } from './flight-order-support';
import { dismissDocumentPrompt, loginAs, tripzenUrl } from './support';

// The operators' after-sales desk. A refund for a flight the airline cancelled always needs the airline's desk, so
// it waits for the operators' manual quote. In the first test the agency asks and accepts through its own pages
// (the ticket is issued through the API as a setup step); the second, which moves no money, asks through the API.
// Completing posts money, and the demo agencies' balances are compared exactly elsewhere, so the completed refund
// belongs to an agency of its own (registered, approved and funded through the API) with its tenant's operator; the
// rejected one moves no money and uses the provider's demo agency and operator.

interface Quote {
  quoteId: string;
  total: { amount: number; currency: string };
  lines: Array<{ kind: string; label: string; paxId: number | null; amount: { amount: number } }>;
}

interface AfterSalesRequest {
  reference: string;
  status: string;
  mode: 'Automatic' | 'Manual';
  quote: Quote | null;
  settled: { amount: number } | null;
  history: Array<{ action: string; note: string | null; side: string }>;
}

/** Money as the pages write it; Intl puts a no-break space after the currency code. */
const bdt = (minor: number) =>
  new RegExp(
    `${minor < 0 ? '-' : ''}BDT\\s${(Math.abs(minor) / 100)
      .toLocaleString('en', { minimumFractionDigits: 2 })
      .replace(/[.,]/g, '\\$&')}`,
  );

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A one-way booking for one adult, held and then issued in full from the wallet: Confirmed with its ticket. */
async function ticketedOrder(agent: Page): Promise<OrderView> {
  const held = await holdOrder(agent, { days: 30 });
  const issued = await call<{ order: OrderView }>(
    agent,
    'POST',
    '/order/api/v1/Order/GetFullPaymentForIssueTicket',
    {
      body: { orderReference: held.orderReference, acceptedPayable: held.totals.payable.amount },
      key: randomUUID(),
    },
  );
  const order = ok(issued, 'GetFullPaymentForIssueTicket').order;
  expect(order.status).toBe('Confirmed');
  return order;
}

/** The agent asks to refund the whole ticket because the airline cancelled the flight: a manual request. */
async function askRefund(agent: Page, orderReference: string): Promise<AfterSalesRequest> {
  const options = ok(
    await call<{ tickets: Array<{ paxId: number; openJourneys: number[]; refund: { allowed: boolean } }> }>(
      agent,
      'POST',
      '/order/api/v1/Refund/AirGetOrderRequest',
      { body: { orderReference } },
    ),
    'AirGetOrderRequest',
  );
  const [ticket] = options.tickets;
  if (!ticket?.refund.allowed) throw new Error(`The ticket of ${orderReference} cannot be refunded`);
  const asked = ok(
    await call<AfterSalesRequest>(agent, 'POST', '/order/api/v1/Refund/Request', {
      body: {
        orderReference,
        paxIds: [ticket.paxId],
        journeyIndexes: ticket.openJourneys,
        reason: 'FlightCancelled',
        remark: 'The airline cancelled the flight; the passenger will not travel.',
      },
      key: randomUUID(),
    }),
    'Refund/Request',
  );
  expect(asked.mode).toBe('Manual');
  expect(asked.status).toBe('Requested');
  return asked;
}

const readRequest = async (agent: Page, reference: string) =>
  ok(
    await call<AfterSalesRequest>(
      agent,
      'GET',
      `/order/api/v1/Refund/GetRequest?reference=${encodeURIComponent(reference)}`,
    ),
    'Refund/GetRequest',
  );

const walletBalance = async (agent: Page) =>
  ok(await call<{ walletBalance: number }>(agent, 'GET', '/payment/api/v1/passbook/mybalance'), 'mybalance')
    .walletBalance;

/** An operator's browser of its own, signed in to the back office's after-sales desk through its menu. */
async function operatorDesk(browser: Browser, baseURL: string | undefined, email: string, home?: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const desk = await context.newPage();
  await loginAs(desk, email, { path: home, landing: /\/backoffice$/ });
  await desk
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'After-sales' })
    .click();
  await expect(desk).toHaveURL(/\/backoffice\/after-sales$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'After-sales' })).toBeVisible();
  return { desk, context };
}

/** Finds a refund request in the queue by its reference (the kind, tab and search go into the address). */
async function findInQueue(desk: Page, reference: string, tab: 'Requested' | 'All' = 'Requested') {
  await desk
    .getByRole('radiogroup', { name: 'Kind of request' })
    .getByText('Refund', { exact: true })
    .click();
  await expect(desk).toHaveURL(/kind=Refund/);
  await desk.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await desk.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await expect(desk).toHaveURL(new RegExp(`search=${reference}`));
  const row = desk
    .getByRole('table', { name: 'After-sales requests' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  return row;
}

const requestHeading = (desk: Page, reference: string) =>
  desk.getByRole('heading', { level: 1, name: `Refund ${reference}` });

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('a refund the airline’s desk must confirm', () => {
  const applicant = {
    company: 'Desk Refund Travels',
    email: `owner-${Date.now().toString(36)}@after-sales-e2e.test`,
    phone: `17${String(Date.now()).slice(-8)}`,
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

  test('the operator takes it, quotes it from the airline’s figures, the agency accepts, the operator completes it and the wallet rises by the quote', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    await loginAs(page, applicant.email, { password: applicant.password, path: tripzenUrl(baseURL, '/') });
    await dismissDocumentPrompt(page);
    const order = await ticketedOrder(page);
    // The agency asks through its pages: the order's tickets panel, then the refund form with the airline's reason.
    await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${order.orderReference}`));
    await page.getByRole('link', { name: 'Refund the ticket of Mr Tanvir Hasan' }).click();
    await expect(page).toHaveURL(/\/flight-refund-request\?orderReference=/);
    await page.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Flight cancelled by the airline' }).click();
    await expect(page.getByTestId('refund-mode')).toContainText('Our team will quote this refund');
    await page
      .getByRole('textbox', { name: 'Remark' })
      .fill('The airline cancelled the flight; the passenger will not travel.');
    await page.getByRole('button', { name: 'Send the refund request' }).click();
    await expect(page).toHaveURL(/\/flight-refund-request-view\?reference=RF-\d+$/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    await expect(page.getByTestId('request-status')).toHaveText('Requested');

    let before = 0;
    let total = 0;
    const { desk, context } = await operatorDesk(
      browser,
      baseURL,
      'ops@tripzen.test',
      tripzenUrl(baseURL, '/'),
    );
    try {
      const row = await findInQueue(desk, reference);
      await expect(desk.getByRole('tab', { name: /^Requested/ })).toContainText('1');
      await expect(row).toContainText(applicant.company);
      await expect(row).toContainText(order.orderReference);
      await expect(row).toContainText('Mr Tanvir Hasan');
      await expect(row).toContainText('Manual');
      await expect(row).toContainText('Requested');
      await expect(row).toContainText('Nobody');
      await expect(row).toContainText(/^.*\d+ min/);
      await screenshot(desk, testInfo, 'after-sales-queue-1440');
      await desk.setViewportSize({ width: 390, height: 844 });
      const card = desk.getByRole('list', { name: 'After-sales requests' }).getByRole('listitem');
      await expect(card.filter({ hasText: reference })).toContainText(applicant.company);
      await screenshot(desk, testInfo, 'after-sales-queue-390');
      await desk.setViewportSize({ width: 1440, height: 900 });

      await row.getByRole('link', { name: reference }).click();
      await expect(requestHeading(desk, reference)).toBeVisible();
      const details = desk.getByRole('region', { name: 'Request details' });
      await expect(details).toContainText('Flight cancelled by the airline');
      await expect(details).toContainText('The airline cancelled the flight; the passenger will not travel.');
      await expect(details).toContainText(applicant.company);
      await expect(desk.getByRole('table', { name: 'Passengers and tickets' })).toContainText(
        'Mr Tanvir Hasan',
      );
      await expect(desk.getByText('Nobody has taken this request.')).toBeVisible();

      await desk.getByRole('button', { name: 'Take', exact: true }).click();
      await expect(desk.getByText(`You took ${reference}.`)).toBeVisible();
      await expect(desk.getByText('You are working on this request.')).toBeVisible();
      await expect(desk.getByRole('button', { name: 'Release' })).toBeVisible();

      // The quote starts from the airline's own figures; the operator halves the service fee.
      const automatic = ok(
        await call<Quote>(
          desk,
          'GET',
          `/backoffice/api/v1/AfterSales/AutomaticAmounts?reference=${encodeURIComponent(reference)}`,
        ),
        'AutomaticAmounts',
      );
      const feeIndex = automatic.lines.findIndex((line) => line.kind === 'ServiceFee');
      expect(feeIndex).toBeGreaterThanOrEqual(0);
      const form = desk.getByRole('region', { name: 'Manual quote' });
      for (const [index, line] of automatic.lines.entries()) {
        await expect(form.getByLabel(`Line ${index + 1}: description`)).toHaveValue(line.label);
        await expect(form.getByLabel(`Line ${index + 1}: amount`)).toHaveValue(
          (line.amount.amount / 100).toFixed(2),
        );
      }
      const fee = automatic.lines[feeIndex]!.amount.amount;
      total = automatic.total.amount - fee - 250_00;
      const amountOfFee = form.getByLabel(`Line ${feeIndex + 1}: amount`);
      // An amount that is not taka is refused on the form, before anything is sent.
      await amountOfFee.fill('-2.505');
      await form.getByRole('button', { name: 'Send quote' }).click();
      await expect(form).toContainText('Enter taka with at most 2 decimals, with a minus for what is kept');
      await amountOfFee.fill('-250');
      await form
        .getByLabel('Note to the agency (optional)')
        .fill('Service fee halved: the airline cancelled.');
      await expect(form.getByRole('status')).toContainText(bdt(total));
      await screenshot(desk, testInfo, 'after-sales-quote-form-1440');
      await desk.setViewportSize({ width: 390, height: 844 });
      await expect(form.getByLabel(`Line ${feeIndex + 1}: amount`)).toBeVisible();
      await screenshot(desk, testInfo, 'after-sales-quote-form-390');
      await desk.setViewportSize({ width: 1440, height: 900 });
      await form.getByRole('button', { name: 'Send quote' }).click();
      const confirmQuote = desk.getByRole('dialog', { name: `Send the quote for ${reference}` });
      await expect(confirmQuote).toContainText(bdt(total));
      await confirmQuote.getByRole('button', { name: 'Send quote' }).click();
      await expect(confirmQuote).toHaveCount(0);
      await expect(desk.getByText(`Quote for ${reference} sent to ${applicant.company}.`)).toBeVisible();
      await expect(desk.getByText(/^The quote is with the agency/)).toBeVisible();
      await expect(desk.getByRole('table', { name: 'Current quote' })).toContainText(bdt(total));

      // The agency reads the quote on its request's page and accepts it; the airline's desk must still act.
      before = await walletBalance(page);
      await page.reload();
      await expect(page.getByTestId('request-status')).toHaveText('Quoted');
      await expect(page.getByTestId('quote-total')).toContainText(bdt(total));
      await page.getByRole('button', { name: 'Accept the quote' }).click();
      const acceptDialog = page.getByRole('dialog', { name: `Accept the quote of ${reference}?` });
      await expect(acceptDialog).toContainText(bdt(total));
      await acceptDialog.getByRole('button', { name: 'Accept and refund' }).click();
      await expect(page.getByTestId('request-status')).toHaveText('In process');
      expect((await readRequest(page, reference)).status).toBe('InProcess');
      expect(await walletBalance(page)).toBe(before);

      await desk.reload();
      await expect(requestHeading(desk, reference)).toBeVisible();
      await expect(desk.getByText(/^The agency accepted the quote/)).toBeVisible();
      await expect(desk.getByRole('region', { name: 'Manual quote' })).toHaveCount(0);
      await desk.getByRole('button', { name: 'Complete', exact: true }).click();
      const complete = desk.getByRole('dialog', { name: `Complete ${reference}` });
      await expect(complete).toContainText(bdt(total));
      // The note is required, as the API requires it.
      await complete.getByRole('button', { name: 'Complete request' }).click();
      await expect(complete).toContainText('Write the reason (at least 3 characters)');
      await complete
        .getByLabel('What the airline’s desk did (its reference, a remark)')
        .fill('Refund confirmed by the airline desk, ref AD-7781.');
      await complete.getByRole('button', { name: 'Complete request' }).click();
      await expect(complete).toHaveCount(0);
      await expect(desk.getByText(new RegExp(`^${reference} completed: `))).toContainText(bdt(total));
      await expect(desk.getByText(/^Completed: .* posted to the agency’s wallet\.$/)).toBeVisible();
      await expect(desk.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
      await screenshot(desk, testInfo, 'after-sales-request-1440');
      await desk.setViewportSize({ width: 390, height: 844 });
      await expect(requestHeading(desk, reference)).toBeVisible();
      await screenshot(desk, testInfo, 'after-sales-request-390');
    } finally {
      await context.close();
    }

    // The wallet rose by exactly the quote's total, and the request says so.
    expect((await walletBalance(page)) - before).toBe(total);
    const completed = await readRequest(page, reference);
    expect(completed.status).toBe('Completed');
    expect(completed.settled?.amount).toBe(total);
  });
});

test('an operator rejects a refund with a reason; one the agency cancelled meanwhile is refused and read again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  const order = await ticketedOrder(page);
  const first = await askRefund(page, order.orderReference);

  const reason = 'The airline operates this flight as scheduled.';
  let second: AfterSalesRequest | undefined;
  const { desk, context } = await operatorDesk(browser, baseURL, 'ops@demo.test');
  try {
    const row = await findInQueue(desk, first.reference);
    await row.getByRole('link', { name: first.reference }).click();
    await expect(requestHeading(desk, first.reference)).toBeVisible();

    // The agency cancels while the operator reads the request: the rejection is refused and the request read again.
    ok(
      await call(page, 'POST', '/order/api/v1/Refund/UpdateStatus', {
        body: { reference: first.reference, action: 'Cancel' },
      }),
      'Cancel',
    );
    await desk.getByRole('button', { name: 'Reject', exact: true }).click();
    let reject = desk.getByRole('dialog', { name: `Reject ${first.reference}` });
    await reject.getByLabel('Reason').fill('The airline has not cancelled this flight.');
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect(reject).toHaveCount(0);
    await expect(desk.getByRole('alert')).toContainText('This request has moved on since you opened it.');
    await expect(desk.getByText('The agency cancelled or declined this request.')).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);

    // Asked again, the request is rejected with its reason, which the agency reads.
    second = await askRefund(page, order.orderReference);
    await desk.getByRole('link', { name: '← Back to the queue' }).click();
    await expect(desk).toHaveURL(/kind=Refund/);
    const again = await findInQueue(desk, second.reference);
    await again.getByRole('link', { name: second.reference }).click();
    await expect(requestHeading(desk, second.reference)).toBeVisible();
    await desk.getByRole('button', { name: 'Reject', exact: true }).click();
    reject = desk.getByRole('dialog', { name: `Reject ${second.reference}` });
    await reject.getByLabel('Reason').fill('no');
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect(reject).toContainText('Write the reason (at least 3 characters)');
    await reject.getByLabel('Reason').fill(reason);
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect(reject).toHaveCount(0);
    await expect(
      desk.getByText(`${second.reference} rejected; the agency was mailed the reason.`),
    ).toBeVisible();
    await expect(desk.getByText('Rejected: the agency was told why.')).toBeVisible();
    await expect(desk.getByText(reason)).toBeVisible();

    await desk.getByRole('link', { name: '← Back to the queue' }).click();
    const closed = await findInQueue(desk, second.reference, 'All');
    await expect(closed).toContainText('Rejected');
  } finally {
    await context.close();
  }

  if (!second) throw new Error('The second request was not made');
  const rejected = await readRequest(page, second.reference);
  expect(rejected.status).toBe('Rejected');
  expect(rejected.settled).toBeNull();
  expect(rejected.history.at(-1)).toMatchObject({ action: 'Reject', side: 'Operator', note: reason });
});
