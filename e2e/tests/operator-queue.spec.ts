import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { call, holdOrder, ok, type OrderView } from './flight-order-support';
import { loginAs } from './support';

// The order is made through the API as the demo agent, with the surname that makes the sandbox airline issue the
// tickets but lose its answer: issuing leaves the order InProgress, its price debited, for the operators.

type Order = OrderView & { pnr: string };

/** Holds and issues a one-way fare for one adult named TICKETDOUBT: the order waits InProgress. */
async function inDoubtOrder(agent: Page): Promise<Order> {
  const held = await holdOrder(agent, { surname: 'TICKETDOUBT', days: 25 });
  const issued = await call<{ order: Order }>(
    agent,
    'POST',
    '/order/api/v1/Order/GetFullPaymentForIssueTicket',
    {
      body: { orderReference: held.orderReference, acceptedPayable: held.totals.payable.amount },
      key: randomUUID(),
    },
  );
  return ok(issued, 'GetFullPaymentForIssueTicket').order;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.use({ viewport: { width: 1440, height: 900 } });

test('an operator completes an issue in doubt from the back office queue; the agency sees it Confirmed', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // The agent works in a browser of its own, signed in as the booking pages are.
  const agentContext = await browser.newContext({ baseURL });
  const agent = await agentContext.newPage();
  await loginAs(agent, 'agent@demo.test');
  const order = await inDoubtOrder(agent);
  expect(order.status).toBe('InProgress');
  const reference = order.orderReference;

  await loginAs(page, 'ops@demo.test', { landing: /\/backoffice$/ });
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders in progress' })
    .click();
  await expect(page).toHaveURL(/\/backoffice\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders in progress' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Orders in progress' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toContainText('Demo Travels Ltd');
  await expect(row).toContainText(order.pnr);
  await expect(row).toContainText('Mr Tanvir TICKETDOUBT');
  await expect(row).toContainText(/BDT\s[\d,]+\.\d{2}/);
  await expect(row).toContainText('Paid in full');

  await screenshot(page, testInfo, 'operator-queue-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Orders in progress' })).toBeVisible();
  await screenshot(page, testInfo, 'operator-queue-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Cancel decides nothing.
  await row.getByRole('button', { name: `Complete ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Complete ${reference}` });
  await expect(dialog).toContainText(`The PNR ${order.pnr} is retrieved from the airline`);
  await expect(dialog.getByLabel('Ticket number of Mr Tanvir TICKETDOUBT')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  // A typed number that is not a ticket number is refused on the form, before anything is sent.
  await row.getByRole('button', { name: `Complete ${reference}` }).click();
  await dialog.getByLabel('Ticket number of Mr Tanvir TICKETDOUBT').fill('12345');
  await dialog.getByRole('button', { name: 'Complete order' }).click();
  await expect(dialog).toContainText('A ticket number is the airline’s 3-digit code, a dash and 10 digits');
  await dialog.getByLabel('Ticket number of Mr Tanvir TICKETDOUBT').fill('');

  // The airline shows the tickets: completing stores them.
  await dialog.getByRole('button', { name: 'Complete order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${reference} completed: Confirmed with its tickets.`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders in progress' })).toBeVisible();
  // The queue has been read again (its count is shown), without the completed order.
  await expect(page.getByRole('status').filter({ hasText: /waiting/ })).toBeVisible();
  await expect(page.getByText(reference)).toHaveCount(0);

  const seen = ok(
    await call<{ order: Order }>(
      agent,
      'GET',
      `/order/api/v1/Order/AirGetOrder?orderReference=${encodeURIComponent(reference)}`,
    ),
    'AirGetOrder',
  );
  expect(seen.order.status).toBe('Confirmed');
  expect(seen.order.passengers[0]?.ticketNumber).toMatch(/^\d{3}-\d{10}$/);
  await agentContext.close();
});
