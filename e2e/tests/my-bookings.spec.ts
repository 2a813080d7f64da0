import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { daysAhead } from './flight-helpers';
import {
  demoPassword,
  dismissDocumentPrompt,
  latestCode,
  latestMessageId,
  loginAs,
  skywayUrl,
} from './support';

// Bookings are made through the API (search, price, sell, book) for travellers with a surname of this run's own,
// so other tests' orders of the same agency never change what is asserted: the queue is looked at through a
// search for that surname. Nothing here moves money.

const channel = { 'X-Channel-Id': '1', 'X-Device-Type': 'web' };

interface Booked {
  reference: string;
  pnr: string;
}

/**
 * Calls the API from the page, so the call goes to the tenant the page is on (the browser resolves
 * <tenant>.localhost; the test runner's own client does not). Answers the status and the JSON body.
 */
async function fetchJson<T>(
  page: Page,
  path: string,
  options: { token?: string; deviceId?: string; body?: object },
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, headers, body }) => {
      const response = await fetch(path, {
        method: body ? 'POST' : 'GET',
        headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    {
      path,
      body: options.body,
      headers: {
        ...channel,
        'Idempotency-Key': crypto.randomUUID(),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.deviceId ? { 'X-Device-Id': options.deviceId } : {}),
      },
    },
  );
}

/** A session token of an account on the tenant the page is on, reading the emailed device code when asked. */
async function tokenFor(page: Page, email: string): Promise<string> {
  const deviceId = `e2e-bookings-${email.replace(/[^a-z0-9]/gi, '-')}`;
  type Answer = { identity: { token: string } | null; verificationReference: string | null };
  const before = await latestMessageId(page, email);
  let { body } = await fetchJson<Answer>(page, '/identity/api/v1/Authentication/Authenticate', {
    deviceId,
    body: { username: email, password: demoPassword },
  });
  if (!body.identity && body.verificationReference) {
    ({ body } = await fetchJson<Answer>(page, '/identity/api/v1/Authentication/VerifyDevice', {
      deviceId,
      body: {
        username: email,
        reference: body.verificationReference,
        verificationCode: await latestCode(page, email, before),
      },
    }));
  }
  if (!body.identity) throw new Error(`API login of ${email} failed`);
  return body.identity.token;
}

/** Calls the API as the token's user and answers the JSON, failing loudly on anything but 200. */
async function call<T>(page: Page, token: string, path: string, body?: object): Promise<T> {
  const answer = await fetchJson<T>(page, path, { token, body });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Holds a one-way booking for one adult with this surname, the way the booking pages do it. */
async function holdBooking(page: Page, token: string, surname: string): Promise<Booked> {
  const started = await call<{ requestId: string }>(page, token, '/flight/api/v1/Search/AirSearch', {
    tripType: 'O',
    segments: [{ origin: 'DAC', destination: 'CXB', departureDate: daysAhead(20).iso }],
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
    '/flight/api/v2/Price/AirPrice',
    { requestId: started.requestId, itineraryId: cheapest.itineraryId },
  );
  const year = Number(priced.firstDepartureDay.slice(0, 4)) - 34;
  const passengers = [
    {
      type: 'ADT',
      title: 'Mr',
      firstName: 'Arif',
      lastName: surname,
      dateOfBirth: `${year}${priced.firstDepartureDay.slice(4, 8)}10`,
      gender: 'Male',
    },
  ];
  const contact = { email: 'desk@demo.test', phone: '+8801711000000' };
  const sold = await call<{ totals: { payable: { amount: number } } }>(
    page,
    token,
    '/flight/api/v1/Sell/AirSell',
    { priceId: priced.priceId, passengers, contact },
  );
  const booked = await call<{ order: { orderReference: string; pnr: string } }>(
    page,
    token,
    '/flight/api/v1/Book/AirBook',
    {
      priceId: priced.priceId,
      passengers,
      contact,
      acceptedPayable: sold.totals.payable.amount,
      issueNow: false,
      payment: 'Full',
    },
  );
  return { reference: booked.order.orderReference, pnr: booked.order.pnr };
}

/** A surname no other test uses: letters only, new every run. */
function runSurname(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `Queue${letters.join('')}`;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

// Each test first books through the API (a search, a price, a sale and a booking per order).
test.slow();

const bookingsTable = (page: Page) => page.getByRole('table', { name: 'Bookings' });
const searchField = (page: Page) =>
  page.getByRole('group', { name: 'Filter bookings' }).getByRole('combobox', { name: 'Search', exact: true });
const statusTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test('the queue lists the agency’s bookings in status tabs, finds them by a traveller’s name and opens one', async ({
  page,
}, testInfo) => {
  const surname = runSurname();
  await page.goto('/');
  const token = await tokenFor(page, 'agent@demo.test');
  const held = await holdBooking(page, token, surname);
  const cancelled = await holdBooking(page, token, surname);
  await call(page, token, '/flight/api/v1/Cancel/AirCancel', { orderReference: cancelled.reference });

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(bookingsTable(page)).toBeVisible();

  await searchField(page).fill(surname.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`search=${surname.toLowerCase()}`));
  await expect(bookingsTable(page).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 bookings', { exact: true })).toBeVisible();
  await expect(statusTab(page, 'All')).toContainText('2');
  await expect(statusTab(page, 'On hold')).toContainText('1');
  await expect(statusTab(page, 'Cancelled')).toContainText('1');
  await expect(statusTab(page, 'Expired')).toContainText('0');
  const heldRow = bookingsTable(page).getByRole('row').filter({ hasText: held.reference });
  await expect(heldRow).toContainText(held.pnr);
  await expect(heldRow).toContainText('On hold');
  await expect(heldRow).toContainText('DAC → CXB');
  await expect(heldRow).toContainText(`Mr Arif ${surname}`);
  // The demo agency's seeded due two days past its date needs attention; it is settled on the partial-payment page.
  const attention = page.getByRole('region', { name: 'Needs attention' });
  const overdue = attention.getByRole('listitem').filter({ hasText: 'Overdue' }).first();
  await expect(overdue).toBeVisible();
  await expect(overdue.getByRole('link', { name: /^Open BDF-/ })).toHaveAttribute(
    'href',
    /^\/partial-payment\?term=BDF-\d{7}$/,
  );
  // Away from the search field, so the bookings it offers close.
  await page.getByRole('heading', { level: 1, name: 'My Bookings' }).click();
  await expect(page.getByText('Bookings in every tab')).toBeHidden();
  await screenshot(page, testInfo, 'my-bookings-default-1440');

  await statusTab(page, 'Cancelled').click();
  await expect(page).toHaveURL(/tab=cancelled/);
  await expect(bookingsTable(page).getByRole('row')).toHaveCount(2);
  await expect(bookingsTable(page)).toContainText(cancelled.reference);
  await expect(bookingsTable(page)).not.toContainText(held.reference);

  await statusTab(page, 'Expired').click();
  await expect(page.getByText('No Records', { exact: true })).toBeVisible();

  await statusTab(page, 'On hold').click();
  await bookingsTable(page)
    .getByRole('link', { name: `Open booking ${held.reference}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/flight-order\\?reference=${held.reference}$`));

  // The header search: one booking's reference opens it; a start that several share opens the queue searched.
  const header = page
    .getByRole('search', { name: 'Search orders' })
    .getByRole('textbox', { name: 'Search orders' });
  await header.fill(cancelled.reference);
  await header.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/flight-order\\?reference=${cancelled.reference}$`));
  const shared = held.reference.slice(0, 6);
  await header.fill(shared);
  await header.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/my-bookings\\?search=${shared}$`));
  await expect(searchField(page)).toHaveValue(shared);
  await expect(bookingsTable(page)).toContainText(held.reference);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ticket-management?search=${surname}`);
  const cards = page.getByRole('list', { name: 'Bookings' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards.getByRole('link', { name: `Open booking ${held.reference}` })).toBeVisible();
  await screenshot(page, testInfo, 'my-bookings-default-390');
});

test('a white-label agency sees its own bookings, and none of another tenant’s', async ({
  page,
  baseURL,
}, testInfo) => {
  const surname = runSurname();
  await page.goto(skywayUrl(baseURL, '/login'));
  const token = await tokenFor(page, 'agent@skyway.test');
  const held = await holdBooking(page, token, surname);

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'agent@skyway.test', { path: skywayUrl(baseURL, '/login') });
  await dismissDocumentPrompt(page);
  await page.goto(skywayUrl(baseURL, `/my-bookings?search=${surname}`));
  await expect(bookingsTable(page).getByRole('row')).toHaveCount(2);
  await expect(bookingsTable(page)).toContainText(held.reference);
  await screenshot(page, testInfo, 'my-bookings-skyway-1440');

  // The provider's demo bookings start with BDF-: none of them is the white-label agency's.
  await page.goto(skywayUrl(baseURL, '/my-bookings?search=BDF-'));
  await expect(page.getByText('No Records', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(skywayUrl(baseURL, '/my-bookings'));
  await expect(page.getByRole('list', { name: 'Bookings' })).toContainText(held.reference);
  await screenshot(page, testInfo, 'my-bookings-skyway-390');
});
