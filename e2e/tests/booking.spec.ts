import { expect, test, type Page } from '@playwright/test';
import { dismissDocumentPrompt, loginAs } from './support';
import { daysAhead, resultsPath, waitForResults } from './flight-helpers';

test.describe.configure({ timeout: 180_000 });

const rows = (page: Page) => page.getByTestId('itinerary');

interface Person {
  title: string;
  first: string;
  last: string;
  born: string;
  gender: 'Male' | 'Female';
}

/** The same day `years` before a YYYY-MM-DD day. */
function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-');
  return `${Number(y) - years}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

/**
 * Searches through the results page and books the cheapest row of a fare type: its own fare, or with `withSeats`
 * the cheapest of its fares that sells seats (Select in its fare options, then Book).
 */
async function bookFromResults(
  page: Page,
  query: string,
  fareType: 'Book & hold' | 'Instant purchase',
  options: { withSeats?: boolean } = {},
) {
  await page.goto(resultsPath(query));
  await waitForResults(page);
  // Which fares come first depends on the day searched: more results are shown until one of the kind is there.
  const showMore = page.getByRole('button', { name: /^Show more results/ });
  let row = rows(page).filter({ hasText: fareType }).first();
  while ((await row.count()) === 0 && (await showMore.isVisible())) await showMore.click();
  if (options.withSeats) {
    await row.getByRole('button', { name: /^Fare options/ }).click();
    // The list may still re-sort as late answers merge in: the row is followed by the panel it opened.
    const opened = page.getByRole('button', { name: /^Fare options/, expanded: true });
    const panel = page.locator(`[id="${await opened.getAttribute('aria-controls')}"]`);
    row = rows(page).filter({ has: panel });
    const fares = panel.getByRole('table', { name: 'Fare options' });
    const choices = fares.getByRole('row').filter({ has: page.getByRole('button', { name: /^Select / }) });
    await choices
      .filter({ hasNotText: 'Not available' })
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
    await expect(row.getByText(/^Chosen fare: /)).toBeVisible();
  }
  await row.getByRole('link', { name: /^Book / }).click();
  await expect(page).toHaveURL(/\/flight-booking\?.*priceId=/, { timeout: 20_000 });
  await expect(page.getByRole('timer')).toHaveText(/^Time left \d\d:\d\d$/);
}

/** Seats sold since the search may move the fare; the agent accepts what the airline sells now. */
async function acceptFirstPrice(page: Page) {
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  const travellers = page.getByRole('form', { name: 'Travellers' });
  await expect(accept.or(travellers)).toBeVisible({ timeout: 20_000 });
  if (await accept.isVisible()) await accept.click();
  await expect(travellers).toBeVisible();
}

async function fillTraveller(page: Page, legend: string, person: Person) {
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('Title').selectOption(person.title);
  await group.getByLabel('Given name').fill(person.first);
  await group.getByLabel('Surname').fill(person.last);
  await group.getByLabel('Date of birth').fill(person.born);
  await group.getByLabel('Gender').selectOption(person.gender);
  const passport = group.getByLabel('Passport number');
  if (await passport.count()) {
    await passport.fill(`EB${Math.floor(1_000_000 + Math.random() * 8_000_000)}`);
    await group.getByLabel('Passport expiry date').fill('2034-01-31');
  }
}

async function fillContact(page: Page) {
  const contact = page.getByRole('group', { name: 'Contact details' });
  await expect(contact.getByLabel('Email')).toHaveValue('agent@demo.test');
  await contact.getByLabel('Phone number').fill('+8801711000000');
}

/** From the travellers to the review, where the airline has priced the booking. */
async function toReview(page: Page) {
  await page.getByRole('button', { name: 'Continue to add-ons' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
}

const confirmation = (page: Page, title: string) => page.getByRole('region', { name: title });

async function balance(page: Page): Promise<number> {
  const text = (await page.getByRole('button', { name: /^Balance / }).textContent()) ?? '';
  return Number(text.replace(/[^\d.-]/g, ''));
}

/** How many of the agency's orders a traveller's name finds (MyBooking/GetBookings, with the page's session). */
async function ordersNamed(page: Page, name: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  const response = await page.request.post('/customer/api/v1/MyBooking/GetBookings', {
    headers: { Authorization: `Bearer ${token}`, 'X-Channel-Id': '1', 'X-Device-Type': 'web' },
    data: { search: name },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.title.startsWith('staff')) return;
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
});

test('a one-way Book & hold fare is held: travellers, add-ons, review, confirmation', async ({ page }) => {
  const day = daysAhead(30).iso;
  await bookFromResults(page, `trip=O&seg=DAC.DXB.${day}&adt=1&cls=Economy`, 'Book & hold');
  await acceptFirstPrice(page);
  await expect(page.getByRole('complementary', { name: 'Travel and fare summary' })).toContainText(
    'DAC → DXB',
  );

  // A reload reads the same priced itinerary back instead of pricing again.
  const priced = page.url();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Travellers' })).toBeVisible({ timeout: 20_000 });
  expect(page.url()).toBe(priced);

  // The form says what the API would say, before anything is sent.
  await page.getByRole('button', { name: 'Continue to add-ons' }).click();
  const adult = page.getByRole('group', { name: 'Adult 1', exact: true });
  await expect(adult.getByText('Please choose a title')).toBeVisible();
  await expect(adult.getByText('Passport number is required for international travel')).toBeVisible();
  await adult.getByLabel('Date of birth').fill(yearsBefore(day, 10));
  await page.getByRole('button', { name: 'Continue to add-ons' }).click();
  await expect(adult.getByText('An adult must be 12 or older on the day of travel')).toBeVisible();

  await fillTraveller(page, 'Adult 1', {
    title: 'Mr',
    first: 'Karim',
    last: 'Hossain',
    born: yearsBefore(day, 34),
    gender: 'Male',
  });
  await fillContact(page);
  await toReview(page);
  await expect(page.getByRole('table', { name: 'Travellers' })).toContainText('Mr Karim Hossain');
  await page.getByRole('button', { name: 'Hold booking' }).click();

  const done = confirmation(page, 'Your booking is on hold');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done.getByTestId('order-status')).toHaveText('On hold');
  const reference = (await done.getByTestId('order-reference').textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z0-9-]{6,}$/);
  await expect(done.getByTestId('order-pnr')).toHaveText(/^[A-Z0-9]{6}$/);
  await expect(done).toContainText('Issue the tickets before');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(done.getByRole('link', { name: 'View booking' })).toHaveAttribute(
    'href',
    `/flight-order?reference=${encodeURIComponent(reference)}`,
  );
  await expect(page).toHaveURL(new RegExp(`orderReference=${reference}`));
});

test('a hold left to its time limit expires: the order page says so and offers nothing more', async ({
  page,
}) => {
  const day = daysAhead(36).iso;
  await bookFromResults(page, `trip=O&seg=DAC.DXB.${day}&adt=1&cls=Economy`, 'Book & hold');
  await acceptFirstPrice(page);
  // The sandbox holds a SHORTHOLD booking for 90 seconds (README "Sandbox GDS").
  await fillTraveller(page, 'Adult 1', {
    title: 'Mr',
    first: 'Rafiq',
    last: 'Shorthold',
    born: yearsBefore(day, 40),
    gender: 'Male',
  });
  await fillContact(page);
  await toReview(page);
  await page.getByRole('button', { name: 'Hold booking' }).click();
  const done = confirmation(page, 'Your booking is on hold');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await done.getByRole('link', { name: 'View booking' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('On hold');
  await expect(page.getByRole('button', { name: /^Issue/ })).toBeVisible();

  // The order expires a minute before the time limit, when the scheduler next looks (every 15 seconds).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Expired', { timeout: 5_000 });
  }).toPass({ timeout: 100_000, intervals: [5_000] });
  await expect(page.getByRole('button', { name: /^Issue/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
});

test('a Web fare is issued at once and paid from the wallet', async ({ page }) => {
  const day = daysAhead(33).iso;
  const before = await balance(page);
  await bookFromResults(page, `trip=O&seg=DAC.DXB.${day}&adt=1&cls=Economy`, 'Instant purchase');
  await acceptFirstPrice(page);
  await expect(page.getByText('Low price: instant purchase')).toBeVisible();
  await fillTraveller(page, 'Adult 1', {
    title: 'Mrs',
    first: 'Nadia',
    last: 'Chowdhury',
    born: yearsBefore(day, 29),
    gender: 'Female',
  });
  await fillContact(page);
  await toReview(page);
  await expect(page.getByRole('button', { name: 'Issue now' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Hold booking' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Issue now' }).click();

  const done = confirmation(page, 'Your tickets are issued');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done.getByTestId('order-status')).toHaveText('Confirmed');
  const tickets = done.getByRole('table', { name: 'Tickets' });
  await expect(tickets.getByRole('row', { name: /Mrs Nadia Chowdhury/ })).toContainText(/\d{3}-\d{10}/);
  await expect.poll(() => balance(page)).toBeLessThan(before);
});

test('a return with an adult, a child and an infant, an extra bag and a seat is booked', async ({ page }) => {
  const out = daysAhead(40).iso;
  const back = daysAhead(47).iso;
  await bookFromResults(
    page,
    `trip=R&seg=DAC.DXB.${out}&ret=${back}&adt=1&chd=1&ages=7&inf=1&cls=Economy`,
    'Book & hold',
    { withSeats: true },
  );
  await acceptFirstPrice(page);
  await fillTraveller(page, 'Adult 1', {
    title: 'Mr',
    first: 'Tanvir',
    last: 'Ahmed',
    born: yearsBefore(out, 38),
    gender: 'Male',
  });
  await fillTraveller(page, 'Child 1 (age 7)', {
    title: 'Mstr',
    first: 'Rafi',
    last: 'Ahmed',
    born: yearsBefore(out, 7),
    gender: 'Male',
  });
  await fillTraveller(page, 'Infant 1 (on the lap of Adult 1)', {
    title: 'Miss',
    first: 'Mitu',
    last: 'Ahmed',
    born: yearsBefore(out, 1),
    gender: 'Female',
  });
  await fillContact(page);
  await page.getByRole('button', { name: 'Continue to add-ons' }).click();

  // On the first flight: 10 kg more for the adult and a seat for the child; the infant has no seat to choose.
  const adultExtras = page.getByRole('group', { name: 'Mr Tanvir Ahmed' });
  const bag = adultExtras.getByLabel('Extra baggage');
  await bag.selectOption('10');
  const seatFor = page.getByRole('radiogroup', { name: 'Choose a seat for' });
  await expect(seatFor.getByRole('radio')).toHaveCount(2);
  await seatFor.getByLabel('Mstr Rafi Ahmed').check();
  const map = page.getByRole('group', { name: /^Seat map/ });
  const free = map.locator('button:not([disabled])').first();
  const seatName = (await free.getAttribute('aria-label')) ?? '';
  const seat = /^Seat (\w+),/.exec(seatName)?.[1] ?? '';
  await free.click();
  await expect(
    map.getByRole('button', { name: new RegExp(`^Seat ${seat}, .*chosen for Mstr Rafi Ahmed`) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await seatFor.getByLabel('Mr Tanvir Ahmed').check();
  await expect(map.getByRole('button', { name: new RegExp(`^Seat ${seat},`) })).toBeDisabled();
  // The add-on state: the adult's bag is counted under adults.
  const totals = page.getByRole('table', { name: 'Add-ons by passenger type' });
  const adultBaggage = totals
    .getByRole('row', { name: /^Adult/ })
    .getByRole('cell')
    .nth(1);
  await expect(adultBaggage).toHaveText(/^BDT\s[\d,]+$/);
  await expect(adultBaggage).not.toHaveText(/^BDT\s0$/);

  await page.getByRole('button', { name: 'Continue to review' }).click();
  const travellers = page.getByRole('table', { name: 'Travellers' });
  await expect(travellers.getByRole('row', { name: /Mr Tanvir Ahmed/ })).toContainText('+10 kg');
  await expect(travellers.getByRole('row', { name: /Mstr Rafi Ahmed/ })).toContainText(`seat ${seat}`);
  await page.getByRole('button', { name: 'Hold booking' }).click();
  const done = confirmation(page, 'Your booking is on hold');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done.getByTestId('order-status')).toHaveText('On hold');
});

test('a price change at review is accepted and booked; another is refused and nothing is booked', async ({
  page,
}) => {
  const first = daysAhead(36).iso;
  await bookFromResults(page, `trip=O&seg=DAC.DXB.${first}&adt=1&cls=Economy`, 'Book & hold');
  await acceptFirstPrice(page);
  const accepted: Person = {
    title: 'Ms',
    first: 'Sadia',
    last: 'PRICECHANGE',
    born: yearsBefore(first, 27),
    gender: 'Female',
  };
  await fillTraveller(page, 'Adult 1', accepted);
  await fillContact(page);
  await toReview(page);
  const change = page.getByRole('alert').filter({ hasText: 'The price has changed' });
  await expect(change).toBeVisible({ timeout: 20_000 });
  const table = change.getByRole('table', { name: 'Price change' });
  const totalRow = table.getByRole('row', { name: /^Total price/ });
  const [was, now] = (await totalRow.getByRole('cell').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );
  expect(now).toBeGreaterThan(was!);
  await expect(page.getByRole('button', { name: 'Hold booking' })).toHaveCount(0);
  await change.getByRole('button', { name: 'Accept and continue' }).click();
  await page.getByRole('button', { name: 'Hold booking' }).click();
  await expect(confirmation(page, 'Your booking is on hold')).toBeVisible({ timeout: 30_000 });

  const second = daysAhead(38).iso;
  await bookFromResults(page, `trip=O&seg=DAC.DXB.${second}&adt=1&cls=Economy`, 'Book & hold');
  await acceptFirstPrice(page);
  await fillTraveller(page, 'Adult 1', { ...accepted, first: 'Farhana', born: yearsBefore(second, 27) });
  await fillContact(page);
  await toReview(page);
  const refused = page.getByRole('alert').filter({ hasText: 'The price has changed' });
  await refused.getByRole('button', { name: 'Refuse and go back to results' }).click();
  await expect(page).toHaveURL(/\/flight-search-result\?/);
  await expect(page.getByTestId('result-count')).toBeVisible({ timeout: 20_000 });
  expect(await ordersNamed(page, 'Sadia')).toBe(1);
  expect(await ordersNamed(page, 'Farhana')).toBe(0);
});

test('the booking session expires: a modal that leads only back to the results or the search', async ({
  page,
}) => {
  await page.clock.install();
  await bookFromResults(page, `trip=O&seg=DAC.DXB.${daysAhead(44).iso}&adt=1&cls=Economy`, 'Book & hold');
  await acceptFirstPrice(page);
  await page.clock.fastForward('20:05');
  const expired = page.getByRole('dialog', { name: 'Your booking session has expired' });
  await expect(expired).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('Time left 00:00');
  await page.keyboard.press('Escape');
  await expect(expired).toBeVisible();
  await expect(expired.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/searchpad');
  await expired.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(/\/flight-search-result\?/);
});

test('staff who may book but not issue can hold a fare, and see no agent price', async ({ page }) => {
  await loginAs(page, 'staff@demo.test');
  const day = daysAhead(42).iso;
  await bookFromResults(page, `trip=O&seg=DAC.DXB.${day}&adt=1&cls=Economy`, 'Book & hold');
  await acceptFirstPrice(page);
  const summary = page.getByRole('region', { name: 'Fare summary' });
  await expect(summary).not.toContainText('Agent price');
  await expect(summary).toContainText('What you pay is shown at review');
  await fillTraveller(page, 'Adult 1', {
    title: 'Mr',
    first: 'Imran',
    last: 'Kabir',
    born: yearsBefore(day, 45),
    gender: 'Male',
  });
  await page.getByRole('group', { name: 'Contact details' }).getByLabel('Email').fill('staff@demo.test');
  await page
    .getByRole('group', { name: 'Contact details' })
    .getByLabel('Phone number')
    .fill('+8801711000000');
  await toReview(page);
  await expect(page.getByRole('button', { name: 'Hold booking' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Issue now' })).toHaveCount(0);
  await expect(summary).toContainText('Payable');
  await page.getByRole('button', { name: 'Hold booking' }).click();
  await expect(confirmation(page, 'Your booking is on hold')).toBeVisible({ timeout: 30_000 });
});

test('a price that is not there says so and leads back', async ({ page }) => {
  await page.goto('/flight-booking?priceId=00000000-0000-4000-8000-000000000000');
  const problem = page.getByRole('alert').filter({ hasText: 'This flight cannot be booked now' });
  await expect(problem).toContainText('This priced itinerary was not found. Please choose the flight again.');
  await expect(problem.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', '/searchpad');
});
