import { expect, test } from '@playwright/test';
import {
  downloadNameTemplate,
  fillNameTemplate,
  offerCard,
  payFromDialog,
  publishUmrahBlock,
  reserveSeats,
  searchUmrah,
  umrahPilgrims,
  uploadNames,
  umrahApplicant,
  walletPaidFor,
} from './group-fare-support';
import { ProviderTenant, registerFundedAgency } from './flight-order-support';
import { apiLogin, dismissDocumentPrompt, loginAs } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

test('an agent reserves 3 Umrah seats, pays the deposit, uploads the names from the template, pays the balance and gets a ticketed order', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // An agency of its own: its dues and wallet lines are this test's alone (the demo agency's dues page is checked
  // line by line by another test).
  const applicant = umrahApplicant();
  const context = await browser.newContext({ baseURL });
  try {
    await registerFundedAgency(await context.newPage(), baseURL, applicant, 1_000_000_00, ProviderTenant);
  } finally {
    await context.close();
  }
  await loginAs(page, applicant.email, { password: applicant.password });
  await dismissDocumentPrompt(page);
  const block = await publishUmrahBlock(page);
  const token = await apiLogin(page, applicant.email, { password: applicant.password });
  const total = 3 * block.total.adult;
  const deposit = Math.min(3 * block.depositPerSeat, total);

  // The Umrah tab searches; the block shows with its seats, fares and deadlines.
  await searchUmrah(page, 3);
  const card = offerCard(page, block.title);
  await expect(card.getByTestId('seats-left')).toHaveText('12 seats left');
  await expect(card).toContainText('Your agency can still reserve 6 seats');
  await expect(card).toContainText('Names by');

  // Reserving holds the seats with a countdown.
  const reference = await reserveSeats(page, block, 3);
  await expect(page.getByTestId('reservation-countdown')).toContainText(
    'Pay the deposit before the hold ends',
  );
  await expect(page.getByTestId('money-total')).toContainText(bdt(total));

  // The deposit from the wallet; the rest is due.
  await payFromDialog(page, /^Pay deposit BDT/, new RegExp(`^Pay the deposit of ${reference}$`));
  await expect(page.getByTestId('reservation-status')).toHaveText('Deposit paid');
  await expect(page.getByTestId('money-paid')).toContainText(bdt(deposit));
  await expect(page.getByTestId('money-outstanding')).toContainText(bdt(total - deposit));

  // The template, filled with three pilgrims and uploaded, names the reservation.
  const pilgrims = umrahPilgrims(3);
  const template = await downloadNameTemplate(page);
  // A list with one passport twice is refused line by line, and nothing is stored.
  const twice = pilgrims.map((pilgrim, index) =>
    index === 2 ? { ...pilgrim, passportNumber: pilgrims[0]!.passportNumber } : pilgrim,
  );
  const refused = await uploadNames(page, await fillNameTemplate(template, twice));
  const problems = refused.getByTestId('name-problems');
  await expect(problems).toContainText('Nothing was saved.');
  await expect(problems.getByRole('listitem').filter({ hasText: 'Line 3:' })).toContainText(
    'This passport number is already in the list',
  );
  await expect(page.getByTestId('reservation-status')).toHaveText('Deposit paid');
  const names = await uploadNames(page, await fillNameTemplate(template, pilgrims));
  await expect(names.getByTestId('name-problems')).toHaveCount(0);
  await expect(page.getByTestId('reservation-status')).toHaveText('Named');
  await expect(names).toContainText('3 of 3 passengers named');
  await expect(names.getByLabel('Passport number').nth(2)).toHaveValue(pilgrims[2]!.passportNumber);

  // The balance: paid in full and named, the seats are ticketed at once as a flight order.
  await payFromDialog(page, /^Pay balance BDT/, new RegExp(`^Pay the balance of ${reference}$`));
  await expect(page.getByTestId('reservation-status')).toHaveText('Ticketed');
  const ticketed = page.getByRole('alert').filter({ hasText: 'The seats are ticketed as order' });
  await expect(ticketed).toBeVisible();
  const orderReference = /order (\S+)\./.exec((await ticketed.textContent()) ?? '')?.[1];
  expect(orderReference).toBeTruthy();
  // The wallet paid the whole price for this reservation: the deposit and the balance, its only lines.
  await expect.poll(() => walletPaidFor(page, token, reference)).toBe(total);

  // The order is in My Bookings like any flight, and its e-ticket prints.
  await page.goto(`/my-bookings?search=${orderReference}`);
  const row = page
    .getByRole('table', { name: 'Bookings' })
    .getByRole('row')
    .filter({ hasText: orderReference! });
  await expect(row).toContainText('Confirmed');
  await page.goto(`/group-fare-reservation?reference=${reference}`);
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Print ticket' }).click(),
  ]);
  const sheet = preview.getByRole('article', { name: 'E-Ticket' });
  await expect(sheet).toContainText(orderReference!);
  await expect(sheet.getByRole('table', { name: 'Passengers' })).toContainText('Abdul Karim');
  await preview.goto(`/print-preview?orderReference=${orderReference}&typeId=2`);
  await expect(preview.getByRole('article', { name: 'Agent invoice' })).toContainText(orderReference!);

  // The queue lists it under Ticketed.
  await page.goto('/group-fare-reservations?tab=ticketed');
  await expect(page.getByRole('table', { name: 'Special fare reservations' })).toContainText(reference);
});

test('a staff member without AccessUmrahFares has no Umrah tab and cannot open the Umrah results', async ({
  page,
}) => {
  // The reservations role: Search, BookTicket, ViewBooking, ShowBookings.
  await loginAs(page, 'staff@demo.test');
  const tabs = page.getByRole('tablist', { name: 'What would you like to book?' }).getByRole('tab');
  await expect(tabs).toHaveText(['Flights']);
  await expect(page.getByRole('tab', { name: 'Umrah' })).toHaveCount(0);
  await page.goto('/umrah-fares-result?origin=DAC');
  await expect(page).toHaveURL(/\/access-denied$/);
  await page.goto('/group-fare-reservations');
  await expect(page).toHaveURL(/\/access-denied$/);
});

/** Minor units as the pages write them: BDT 1,234.00. */
function bdt(minor: number): string {
  return `BDT ${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
