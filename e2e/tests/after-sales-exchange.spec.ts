import { expect, test, type Page } from '@playwright/test';
import { daysAhead } from './flight-helpers';
import {
  applicantFor,
  balanceOf,
  bdt,
  issuedReturn,
  loginAsApplicant,
  minorOf,
  returnDays,
  setUpAgency,
  ticketsPanel,
} from './after-sales-support';
import { tripzenUrl } from './support';

const applicant = applicantFor('Exchanging');

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

/** From the order page's tickets panel to the exchange's flights: the inbound moved to `days` from today. */
async function askInboundExchange(
  page: Page,
  baseURL: string | undefined,
  orderReference: string,
  days: number,
) {
  await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${orderReference}`));
  const panel = ticketsPanel(page);
  await expect(panel.getByTestId('ticket-status')).toHaveText('Issued');
  const oldTicket =
    (await panel.getByTestId('after-sales-ticket').getByRole('cell').nth(1).textContent()) ?? '';
  await panel.getByRole('link', { name: 'Exchange the ticket of Mr Tanvir Hasan' }).click();

  // Segment selection: the inbound ticked with its new date; the passenger travelling on it is ticked already.
  await expect(page).toHaveURL(/\/flight-exchange-request\?orderReference=.+&pax=1$/);
  await expect(page.getByRole('checkbox', { name: 'Mr Tanvir Hasan' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Change DXB → DAC' }).check();
  await page.getByLabel('New date for DXB → DAC').fill(daysAhead(days).iso);
  await page.getByRole('button', { name: 'Search new flights' }).click();

  await expect(page).toHaveURL(/\/flight-exchange-search-result\?reference=EX-\d+$/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'New flights' })).toBeVisible();
  await expect(page.getByTestId('exchange-option').first()).toBeVisible({ timeout: 20_000 });
  return { reference, oldTicket: oldTicket.trim() };
}

/** On the confirm page: check the flights still sell, approve in the dialog, and wait for the new tickets. */
async function approveQuote(page: Page, reference: string) {
  await expect(page).toHaveURL(new RegExp(`/flight-exchange-confirm\\?reference=${reference}$`));
  const quote = page.getByTestId('quote-lines');
  await expect(quote).toContainText('Mr Tanvir Hasan');
  await expect(quote).toContainText('Service fee');
  await expect(page.getByTestId('quote-time-left')).toBeVisible();
  const total = minorOf((await page.getByTestId('quote-total').textContent()) ?? '');

  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByTestId('exchange-verified')).toContainText('still sell');
  const before = await balanceOf(page);
  await page.getByRole('button', { name: 'Approve the exchange' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept the quote of ${reference}?` });
  await expect(dialog).toContainText('The tickets of Mr Tanvir Hasan will be exchanged');
  await expect(dialog.getByTestId('accept-total')).toContainText(bdt(Math.abs(total)));
  await dialog.getByRole('button', { name: 'Approve and exchange' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('exchange-done')).toContainText(`${reference} is completed`);
  const newTicket = ((await page.getByTestId('new-ticket-number').first().textContent()) ?? '').trim();
  expect(newTicket).toMatch(/^\d/);
  return { total, before, newTicket };
}

test('the inbound of a return moves to a later date: the difference is paid from the wallet and a new ticket issued', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await loginAsApplicant(page, baseURL, applicant);
  const order = await issuedReturn(page, (brands) => brands.find((brand) => brand.changeable));
  const { reference, oldTicket } = await askInboundExchange(
    page,
    baseURL,
    order.orderReference,
    returnDays.back + 5,
  );

  // The first option the agency pays for.
  const option = page.getByTestId('exchange-option').filter({ hasText: 'to pay from your wallet' }).first();
  await expect(option).toBeVisible();
  await option.getByRole('button', { name: 'Choose' }).click();

  await expect(page.getByTestId('quote-lines')).toContainText('Airline change fee');
  const { total, before, newTicket } = await approveQuote(page, reference);
  expect(total).toBeLessThan(0);
  await expect.poll(() => balanceOf(page)).toBe(before + total);
  expect(newTicket).not.toBe(oldTicket);

  // The order shows the new ticket; the request's record names it too.
  await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${order.orderReference}`));
  await expect(ticketsPanel(page).getByTestId('after-sales-ticket')).toContainText(newTicket);
  await page.goto(tripzenUrl(baseURL, `/flight-exchange-details?reference=${reference}`));
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(page.getByTestId('new-ticket-number')).toHaveText(newTicket);
  await expect(page.getByTestId('quote-total')).toHaveText(bdt(Math.abs(total)));

  // The reissue queue lists it among the completed.
  await page.goto(tripzenUrl(baseURL, '/reIssue-management?tab=completed'));
  await expect(
    page.getByRole('table', { name: 'Reissue requests' }).getByRole('row').filter({ hasText: reference }),
  ).toContainText('Completed');
});

test('a refundable fare moved to a cheaper flight credits the difference to the wallet', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await loginAsApplicant(page, baseURL, applicant);
  // The dearest refundable, changeable brand: a cheaper flight leaves a residual the airline refunds.
  const order = await issuedReturn(page, (brands) =>
    brands.filter((brand) => brand.changeable && brand.refundable).at(-1),
  );
  const { reference } = await askInboundExchange(page, baseURL, order.orderReference, returnDays.back + 1);

  // Later dates, one by one, until the best option pays the agency.
  const best = page.getByTestId('exchange-option').first();
  for (let day = 1; day <= 10; day += 1) {
    if (day > 1) {
      await page.getByLabel('DXB → DAC').fill(daysAhead(returnDays.back + day).iso);
      await page.getByRole('button', { name: 'Search these dates' }).click();
      await expect(page.getByLabel('DXB → DAC')).toHaveValue(daysAhead(returnDays.back + day).iso);
      await expect(page.getByTestId('exchange-options')).toHaveAttribute('aria-busy', 'false');
    }
    await expect(best).toBeVisible();
    if (((await best.getByTestId('exchange-option-total').textContent()) ?? '').includes('credited')) break;
  }
  await expect(best.getByTestId('exchange-option-total')).toContainText('to be credited to your wallet');
  await best.getByRole('button', { name: 'Choose' }).click();

  await expect(page.getByTestId('quote-lines')).toContainText('Residual value');
  const { total, before } = await approveQuote(page, reference);
  expect(total).toBeGreaterThan(0);
  await expect.poll(() => balanceOf(page)).toBe(before + total);
});

test('an exchange left to our team waits on its page for their quote and can be cancelled meanwhile', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginAsApplicant(page, baseURL, applicant);
  const order = await issuedReturn(page, (brands) => brands.find((brand) => brand.changeable));
  await page.goto(tripzenUrl(baseURL, `/flight-order?reference=${order.orderReference}`));
  await ticketsPanel(page).getByRole('link', { name: 'Exchange the ticket of Mr Tanvir Hasan' }).click();
  await page.getByRole('checkbox', { name: 'Change DXB → DAC' }).check();
  await page.getByLabel('New date for DXB → DAC').fill(daysAhead(returnDays.back + 3).iso);
  await page.getByLabel('Remark').fill('Evening flight please');
  await page.getByRole('button', { name: 'Ask our team instead' }).click();

  await expect(page).toHaveURL(/\/flight-exchange-request-view\?reference=EX-\d+$/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(page.getByTestId('request-status')).toHaveText('Requested');
  await expect(page.getByText('Our team will ask the airline and quote this request here.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose flights' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel the request' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${reference}?` });
  await dialog.getByRole('button', { name: 'Cancel the request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('request-status')).toHaveText('Cancelled');
});
