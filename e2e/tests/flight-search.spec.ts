import { expect, test } from '@playwright/test';
import { dismissDocumentPrompt, loginAs } from './support';
import { chooseAirport, chooseDate, daysAhead, searchForm, waitForResults } from './flight-helpers';

test.describe.configure({ timeout: 120_000 });

test('one-way DAC→DXB: type-ahead, results with prices, one panel at a time, fare rules, reload keeps the search', async ({
  page,
}) => {
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  const form = searchForm(page);
  await expect(form.getByRole('textbox', { name: 'From' })).toHaveValue('Dhaka (DAC)');
  await chooseAirport(form, 'To', 'dub', /^Dubai, .*\(DXB\)/);
  await expect(form.getByRole('textbox', { name: 'To' })).toHaveValue('Dubai (DXB)');
  await chooseDate(form, 'Departure', 30);
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(new RegExp(`trip=O&seg=DAC\\.DXB\\.${daysAhead(30).iso}`));
  await waitForResults(page);
  await expect(page.getByRole('region', { name: 'Your search' })).toContainText('Dhaka → Dubai');
  const rows = page.getByTestId('itinerary');
  await expect(rows.first()).toContainText(/DAC/);
  await expect(rows.first().getByTestId('row-price')).toHaveText(/BDT\s[\d,]+/);

  // Brands, then details of the same row: only one panel is open.
  const first = rows.first();
  await first.getByRole('button', { name: /^Fare options/ }).click();
  const brands = first.getByRole('table', { name: 'Fare options' });
  await expect(brands).toBeVisible();
  await expect(brands.getByRole('button', { name: /^Select / }).first()).toBeVisible();
  await brands
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expect(first.getByText(/^Chosen fare: /)).toBeVisible();
  await first.getByRole('button', { name: 'Flight details' }).click();
  await expect(brands).toHaveCount(0);
  await expect(first.getByRole('tab', { name: 'Flights' })).toBeVisible();
  await expect(first.getByText(/^Flight [A-Z0-9]{2} \d+/).first()).toBeVisible();
  await first.getByRole('tab', { name: 'Baggage' }).click();
  await expect(first.getByRole('table', { name: 'Baggage' })).toContainText('Adult');
  await first.getByRole('tab', { name: 'Cancellation' }).click();
  await expect(first.getByRole('table', { name: 'Cancellation' })).toContainText(/departure|No show/);
  await first.getByRole('tab', { name: 'Fare summary' }).click();
  await expect(first.getByRole('table', { name: 'Fare summary' })).toContainText('Base fare');
  await first.getByRole('tab', { name: 'Fare rules' }).click();
  await expect(first.getByText(/Fare basis/).first()).toBeVisible();

  // Opening a panel on another row closes the first one.
  await rows.nth(1).getByRole('button', { name: 'Flight details' }).click();
  await expect(page.getByRole('tab', { name: 'Fare rules' })).toHaveCount(1);
  await expect(first.getByRole('tab', { name: 'Flights' })).toHaveCount(0);

  // The address holds the search and its request id: a reload resumes the same search.
  const url = page.url();
  await page.reload();
  await waitForResults(page);
  expect(page.url()).toBe(url);
  await expect(page.getByTestId('itinerary').first()).toBeVisible();

  // Modify search: the same form; any change turns modify-search on, Cancel turns it off.
  const summary = page.getByRole('region', { name: 'Your search' });
  await summary.getByRole('button', { name: 'Modify Search' }).click();
  const modify = summary.getByRole('form', { name: 'Flight search' });
  await expect(modify.getByRole('textbox', { name: 'To' })).toHaveValue('Dubai (DXB)');
  await expect(summary.getByText('Search changed: press Search to see new results')).toHaveCount(0);
  await modify.getByRole('button', { name: 'Swap origin and destination' }).click();
  await expect(summary.getByText('Search changed: press Search to see new results')).toBeVisible();
  await summary.getByRole('button', { name: 'Cancel' }).click();
  await expect(summary.getByText('Search changed: press Search to see new results')).toHaveCount(0);
  await expect(modify).toHaveCount(0);
  expect(page.url()).toBe(url);
});

test('the form shows the API’s messages before sending, and lists missing details in a window', async ({
  page,
}) => {
  let searches = 0;
  page.on('request', (request) => {
    if (request.url().includes('/Search/AirSearch')) searches += 1;
  });
  await loginAs(page, 'staff@demo.test');
  const form = searchForm(page);

  // Same origin and destination.
  await chooseAirport(form, 'To', 'dac', /\(DAC\)/);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('Origin and destination must be different')).toBeVisible();
  await expect(page).toHaveURL(/\/searchpad$/);

  // Return trip without a destination or a return date: the mandatory-details window, and the field messages.
  await form.getByRole('textbox', { name: 'To' }).fill('');
  await form.getByRole('textbox', { name: 'To' }).blur();
  await form.getByText('Round Trip').click();
  await form.getByRole('button', { name: 'Search' }).click();
  const missing = page.getByRole('dialog', { name: 'Mandatory details missing' });
  await expect(missing).toBeVisible();
  await expect(missing.getByRole('listitem')).toHaveText(['Destination airport of flight 1', 'Return date']);
  await missing.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByText('Please select the destination airport')).toBeVisible();
  await expect(form.getByText('Please select the return date')).toBeVisible();

  // At most one infant per adult: the counter stops there.
  await form.getByRole('button', { name: /^Travellers & class: 1 Traveller, Economy$/ }).click();
  const travellers = page.getByRole('dialog', { name: /^Travellers & class/ });
  await expect(travellers.getByRole('button', { name: 'Infants: add one' })).toBeEnabled();
  await travellers.getByRole('button', { name: 'Infants: add one' }).click();
  await expect(travellers.getByRole('button', { name: 'Infants: add one' })).toBeDisabled();
  await travellers.getByRole('button', { name: 'Done' }).click();
  await expect(form.getByRole('button', { name: /^Travellers & class: 2 Travellers/ })).toBeVisible();
  expect(searches).toBe(0);
});

test('return DAC→CXB (domestic): two one-way fares side by side with a combined total', async ({ page }) => {
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  const form = searchForm(page);
  await form.getByText('Round Trip').click();
  await chooseAirport(form, 'To', 'cox', /\(CXB\)/);
  await chooseDate(form, 'Departure', 30);
  await chooseDate(form, 'Return', 34);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    new RegExp(`trip=R&seg=DAC\\.CXB\\.${daysAhead(30).iso}&ret=${daysAhead(34).iso}`),
  );
  await waitForResults(page);
  await expect(page.getByRole('region', { name: 'Your search' })).toContainText('⇄');
  // Each return row shows the way out and the way back on their own lines.
  await expect(
    page
      .getByTestId('itinerary')
      .first()
      .getByText(/^Flight [12]$/),
  ).toHaveText(['Flight 1', 'Flight 2']);

  await page.getByRole('link', { name: 'See two one-way fares' }).click();
  await expect(page).toHaveURL(/\/two-one-way\?.*rid=/);
  const out = page.getByRole('region', { name: /^Way out: DAC → CXB/ });
  const back = page.getByRole('region', { name: /^Way back: CXB → DAC/ });
  await expect(out.getByTestId('one-way-option').first()).toBeVisible({ timeout: 30_000 });
  await expect(back.getByTestId('one-way-option').first()).toBeVisible();
  await expect(page.getByText('Choose a flight each way to see the total.')).toBeVisible();

  const price = async (option: ReturnType<typeof out.getByTestId>) =>
    Number(((await option.getByText(/^BDT/).first().textContent()) ?? '').replace(/[^\d.]/g, ''));
  const firstOut = out.getByTestId('one-way-option').first();
  const firstBack = back.getByTestId('one-way-option').first();
  await firstOut.getByRole('button', { name: /^Choose / }).click();
  await firstBack.getByRole('button', { name: /^Choose / }).click();
  await expect(firstOut.getByRole('button', { name: /^Choose / })).toHaveAttribute('aria-pressed', 'true');
  const total = Math.round(((await price(firstOut)) + (await price(firstBack))) * 100) / 100;
  const bdt = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'BDT',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  await expect(page.getByTestId('two-one-way-total')).toHaveText(bdt.format(total));
});

test('a three-city trip DAC→DXB→JED→DAC lists rows with three journeys', async ({ page }) => {
  await loginAs(page, 'agent@demo.test');
  await dismissDocumentPrompt(page);
  const form = searchForm(page);
  await form.getByText('Multi City').click();
  await chooseAirport(form, 'To', 'dub', /\(DXB\)/, 0);
  await chooseDate(form, 'Departure', 30, 0);
  // The second flight leaves from where the first lands.
  await expect(form.getByRole('textbox', { name: 'From' }).nth(1)).toHaveValue('Dubai (DXB)');
  await chooseAirport(form, 'To', 'jed', /\(JED\)/, 1);
  await chooseDate(form, 'Departure', 33, 1);
  await form.getByRole('button', { name: 'Add another flight' }).click();
  await expect(form.getByRole('textbox', { name: 'From' }).nth(2)).toHaveValue(/\(JED\)/);
  await chooseAirport(form, 'To', 'dhaka', /\(DAC\)/, 2);
  await chooseDate(form, 'Departure', 37, 2);
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(
    new RegExp(
      `trip=M&seg=DAC\\.DXB\\.${daysAhead(30).iso}&seg=DXB\\.JED\\.${daysAhead(33).iso}&seg=JED\\.DAC\\.${daysAhead(37).iso}`,
    ),
  );
  await waitForResults(page);
  await expect(page.getByRole('region', { name: 'Your search' })).toContainText(
    'Dhaka → Dubai · Dubai → Jeddah · Jeddah → Dhaka',
  );
  const first = page.getByTestId('itinerary').first();
  await expect(first.getByText(/^Flight \d$/)).toHaveText(['Flight 1', 'Flight 2', 'Flight 3']);
  // Per-journey filters for each flight searched.
  await expect(page.getByText('Flight 3: JED → DAC')).toBeVisible();
});
