import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { daysAhead } from './flight-helpers';
import { apiLogin, loginAs } from './support';

// The order is made through the API as the demo agent, with the surname that makes the sandbox airline issue the
// tickets but lose its answer: issuing leaves the order InProgress, its price debited, for the operators.

interface Order {
  orderReference: string;
  status: string;
  pnr: string;
  totals: { payable: { amount: number } };
  passengers: { ticketNumber: string | null }[];
}

/** Calls the API as the token's user and answers the JSON, failing loudly on anything but 200. */
async function call<T>(
  page: Page,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<T> {
  const headers = {
    'X-Channel-Id': '1',
    'X-Device-Type': 'web',
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': randomUUID(),
  };
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body });
  if (response.status() !== 200) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Books and issues a one-way fare for one adult named TICKETDOUBT: the order waits InProgress. */
async function inDoubtOrder(page: Page, token: string): Promise<Order> {
  const started = await call<{ requestId: string }>(page, token, 'POST', '/flight/api/v1/Search/AirSearch', {
    tripType: 'O',
    segments: [{ origin: 'DAC', destination: 'CXB', departureDate: daysAhead(25).iso }],
    adultCount: 1,
    childCount: 0,
    childAges: [],
    infantCount: 0,
    travelClass: 'Economy',
  });
  type Row = { itineraryId: string; fareType: string; grossAmount: { amount: number } };
  const rows = new Map<string, Row>();
  let cursor = 0;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const results = await call<{ status: string; cursor: number; itineraries: Row[] }>(
      page,
      token,
      'GET',
      `/flight/api/v1/Search/GetAirSearch?requestId=${started.requestId}&since=${cursor}`,
    );
    for (const row of results.itineraries) rows.set(row.itineraryId, row);
    cursor = results.cursor;
    if (results.status === 'Completed') break;
    await page.waitForTimeout(250);
  }
  const [cheapest] = [...rows.values()]
    .filter((row) => row.fareType === 'OnHold')
    .sort((a, b) => a.grossAmount.amount - b.grossAmount.amount);
  if (!cheapest) throw new Error('No fare to hold from DAC to CXB');
  const priced = await call<{ priceId: string; firstDepartureDay: string }>(
    page,
    token,
    'POST',
    '/flight/api/v2/Price/AirPrice',
    { requestId: started.requestId, itineraryId: cheapest.itineraryId },
  );
  const passengers = [
    {
      type: 'ADT',
      title: 'Mr',
      firstName: 'Arif',
      lastName: 'TICKETDOUBT',
      dateOfBirth: `${Number(priced.firstDepartureDay.slice(0, 4)) - 34}${priced.firstDepartureDay.slice(4, 8)}10`,
      gender: 'Male',
    },
  ];
  const contact = { email: 'desk@demo.test', phone: '+8801711000000' };
  const sold = await call<{ totals: { payable: { amount: number } } }>(
    page,
    token,
    'POST',
    '/flight/api/v1/Sell/AirSell',
    { priceId: priced.priceId, passengers, contact },
  );
  const booked = await call<{ order: Order }>(page, token, 'POST', '/flight/api/v1/Book/AirBook', {
    priceId: priced.priceId,
    passengers,
    contact,
    acceptedPayable: sold.totals.payable.amount,
    issueNow: false,
    payment: 'Full',
  });
  const issued = await call<{ order: Order }>(
    page,
    token,
    'POST',
    '/order/api/v1/Order/GetFullPaymentForIssueTicket',
    { orderReference: booked.order.orderReference, acceptedPayable: booked.order.totals.payable.amount },
  );
  return issued.order;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.use({ viewport: { width: 1440, height: 900 } });

test('an operator completes an issue in doubt from the back office queue; the agency sees it Confirmed', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const agent = await apiLogin(page, 'agent@demo.test');
  const order = await inDoubtOrder(page, agent);
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
  await expect(row).toContainText('Mr Arif TICKETDOUBT');
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
  await expect(dialog.getByLabel('Ticket number of Mr Arif TICKETDOUBT')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  // A typed number that is not a ticket number is refused on the form, before anything is sent.
  await row.getByRole('button', { name: `Complete ${reference}` }).click();
  await dialog.getByLabel('Ticket number of Mr Arif TICKETDOUBT').fill('12345');
  await dialog.getByRole('button', { name: 'Complete order' }).click();
  await expect(dialog).toContainText('A ticket number is the airline’s 3-digit code, a dash and 10 digits');
  await dialog.getByLabel('Ticket number of Mr Arif TICKETDOUBT').fill('');

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

  const seen = await call<{ order: Order }>(
    page,
    agent,
    'GET',
    `/order/api/v1/Order/AirGetOrder?orderReference=${encodeURIComponent(reference)}`,
  );
  expect(seen.order.status).toBe('Confirmed');
  expect(seen.order.passengers[0]?.ticketNumber).toMatch(/^\d{3}-\d{10}$/);
});
