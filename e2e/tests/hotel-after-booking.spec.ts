import { randomUUID } from 'node:crypto';
import { balanceOf } from './after-sales-support';
import { call } from './flight-order-support';
import { tripzenUrl } from './support';
import {
  bookedReference,
  bookingPagePath,
  bookThroughPage,
  expect,
  fillLeadGuest,
  findRate,
  hotelBdt,
  ledgerBdt,
  nextTierAt,
  operatorHotelDesk,
  penaltyNow,
  type RateCheck,
  readBooking,
  signInAgent,
  test,
  unchanged,
  walletBalance,
} from './hotel-booking-support';

// A hotel booking after the rate is chosen: a price the supplier's check moved, accepted before booking; a booking
// the hotel confirms later, by an operator's hand; and cancellations inside and after the free period. Each test
// books in Dubai for two adults and a child, on dates of its own, from its worker's own agency.

test.use({ viewport: { width: 1440, height: 900 } });

test('a price the check moved is shown before and after, must be accepted, and the new price is what is charged', async ({
  page,
  baseURL,
  agency,
}) => {
  test.setTimeout(60_000);
  await signInAgent(page, baseURL, agency);
  const found = await findRate(
    page,
    { days: 41, nights: 3 },
    (rate) => rate.refundable && !rate.onRequest && rate.roomsLeft >= 2,
    (check) => check.outcome === 'PriceChanged' || check.outcome === 'PriceAndPolicyChanged',
  );
  const before = found.rate.price.total.amount;
  const balance = await walletBalance(page);

  // From the hotel's page, the agent books the rate at the price the search showed.
  await page.goto(tripzenUrl(baseURL, `/hotel/${found.key.requestId}/${found.key.hotelGuid}`));
  const rates = page.getByRole('list', { name: `Rates of ${found.roomName}` });
  const rate = rates.getByRole('listitem').filter({
    has: page.getByRole('link', { name: `Book ${found.roomName}, Breakfast included, Refundable` }),
  });
  await expect(rate).toContainText(hotelBdt(before));
  // The booking page checks the rate on arrival; the price it moves to follows the rooms left, which another
  // booking may change, so the figures expected are that check's own.
  const checking = page.waitForResponse(
    (response) => response.url().includes('/hotel/api/v1/Booking/CheckRate') && response.ok(),
  );
  await rate.getByRole('link', { name: `Book ${found.roomName}, Breakfast included, Refundable` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/hotel/booking/${found.key.requestId}/${found.key.hotelGuid}/${found.key.roomGuid}/`),
  );
  const pageCheck = (await (await checking).json()) as RateCheck;
  expect(pageCheck.outcome).toMatch(/^Price/);
  expect(pageCheck.previous.price.total.amount).toBe(before);
  const after = pageCheck.rate.price.total.amount;
  expect(after).toBeGreaterThan(before);

  // The check moved the price: the rate as chosen and as it is now, side by side.
  const notice = page.getByTestId('hotel-change');
  await expect(notice).toContainText(/The price (and the cancellation policy )?ha(s|ve) changed/);
  const [chosen, now] = [
    notice
      .locator('div')
      .filter({ hasText: /^When you chose it/ })
      .last(),
    notice.locator('div').filter({ hasText: /^Now/ }).last(),
  ];
  await expect(chosen).toContainText(hotelBdt(before));
  await expect(now).toContainText(hotelBdt(after));
  await expect(page.getByTestId('hotel-price-total')).toHaveText(hotelBdt(after));

  // Booking without accepting the change is refused: by the API (a Book naming a moved check without accepting it
  // takes neither rooms nor money), and on the page before anything goes out.
  const refused = await call<{ error: { code: string; message: string } }>(
    page,
    'POST',
    '/hotel/api/v1/Booking/Book',
    {
      body: {
        checkId: pageCheck.checkId,
        acceptChange: false,
        payment: 'Wallet',
        rooms: [{ leadGuest: { title: 'Mr', firstName: 'Karim', lastName: 'Rahman' } }],
      },
      key: randomUUID(),
    },
  );
  expect(refused.status).toBe(409);
  expect(refused.data.error).toEqual({
    code: 'HOTEL_CHANGE_NOT_ACCEPTED',
    message: 'The price or policy changed: please review and accept it to continue',
  });
  const books: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/hotel/api/v1/Booking/Book')) books.push(request.url());
  });
  await fillLeadGuest(page);
  const book = page.getByTestId('hotel-book');
  await expect(book).toHaveText(new RegExp(`^Book and pay ${hotelBdt(after).source}$`));
  await book.click();
  await expect(notice).toContainText('The price or policy changed: please review and accept it to continue');
  await expect(page).toHaveURL(/\/hotel\/booking\//);
  expect(books).toHaveLength(0);
  expect(await walletBalance(page)).toBe(balance);

  // Accepted, the booking is made at the new price.
  await page.getByRole('checkbox', { name: 'I have reviewed the change and accept it' }).check();
  await book.click();
  const reference = await bookedReference(page, 'Confirmed');
  expect(books).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  expect(balance - (await walletBalance(page))).toBe(after);
  await expect.poll(() => balanceOf(page)).toBe(balance - after);

  await page.getByRole('link', { name: 'Open the booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel-bookings/${reference}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Hotel booking ${reference}` })).toBeVisible();
  await expect(page.getByTestId('hotel-booking-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('hotel-price-total')).toHaveText(hotelBdt(after));
  expect((await readBooking(page, reference)).price.total.amount).toBe(after);
});

test('an on-request booking waits for the hotel on its UnConfirmed page, which follows an operator’s confirmation by itself', async ({
  page,
  browser,
  baseURL,
  agency,
}) => {
  test.setTimeout(60_000);
  // The operator signs in to the back office's hotel desk meanwhile, in a browser of their own.
  const opening = operatorHotelDesk(browser, baseURL);
  opening.catch(() => undefined);
  try {
    await signInAgent(page, baseURL, agency);
    const found = await findRate(
      page,
      { days: 52, nights: 3 },
      (rate) => rate.onRequest && rate.refundable && rate.roomsLeft >= 2,
      unchanged,
    );
    const total = found.check.rate.price.total.amount;
    const balance = await walletBalance(page);

    await page.goto(tripzenUrl(baseURL, bookingPagePath(found.key)));
    await expect(page.getByTestId('hotel-on-request')).toContainText(
      'The hotel confirms this rate after you book.',
    );
    await fillLeadGuest(page, { title: 'Mrs', firstName: 'Nadia', lastName: 'Sultana' });
    await page.getByTestId('hotel-book').click();

    // Paid from the wallet, it waits for the hotel; the page says it follows the answer.
    const reference = await bookedReference(page, 'UnConfirmed');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Booking received: waiting for the hotel' }),
    ).toBeVisible();
    await expect(page.getByTestId('hotel-booked-status')).toHaveText('Unconfirmed');
    await expect(page.getByText('Waiting for the hotel’s answer…')).toBeVisible();
    expect(balance - (await walletBalance(page))).toBe(total);

    // The operator hears from the hotel and confirms it on the back office's hotel desk.
    const confirmationNumber = `DXB${Date.now().toString().slice(-7)}`;
    const { desk } = await opening;
    await desk.getByRole('searchbox', { name: 'Search' }).fill(reference);
    const row = desk
      .getByRole('table', { name: 'Unconfirmed hotel bookings' })
      .getByRole('row')
      .filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(agency.company);
    await expect(row).toContainText(found.hotelName);
    await expect(row).toContainText('Nadia Sultana');
    await expect(row).toContainText(ledgerBdt(total));
    await row.getByRole('button', { name: `Confirm ${reference}` }).click();
    const dialog = desk.getByRole('dialog', { name: `Confirm ${reference}` });
    await dialog.getByLabel('Hotel confirmation number').fill(confirmationNumber);
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(desk.getByText(`Hotel booking ${reference} is confirmed.`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // The agent's page, never reloaded, moves to Confirmed with the hotel's number.
    await expect(page).toHaveURL(new RegExp(`/hotel/book/Confirmed/${reference}$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByTestId('hotel-booked-status')).toHaveText('Confirmed');
    await expect(page.getByTestId('hotel-booked')).toContainText(
      `Hotel confirmation number ${confirmationNumber}`,
    );
    await expect(page.getByText('Waiting for the hotel’s answer…')).toHaveCount(0);
    expect(balance - (await walletBalance(page))).toBe(total);

    // The booking's own page carries the number, and its history says who confirmed it.
    await page.getByRole('link', { name: 'Open the booking' }).click();
    await expect(page.getByTestId('hotel-booking-status')).toHaveText('Confirmed');
    await expect(page.getByTestId('hotel-confirmation-number')).toHaveText(confirmationNumber);
    await expect(page.getByRole('table', { name: 'Booking history' })).toContainText(
      'Confirmed by the hotel',
    );
  } finally {
    await opening.then(
      ({ context }) => context.close(),
      () => undefined,
    );
  }
});

test('a cancellation inside the free period gives back all that was paid, and the ledger names the booking', async ({
  page,
  baseURL,
  agency,
}) => {
  test.setTimeout(60_000);
  await signInAgent(page, baseURL, agency);
  const found = await findRate(
    page,
    { days: 33, nights: 3 },
    (rate) =>
      rate.refundable &&
      !rate.onRequest &&
      rate.roomsLeft >= 2 &&
      rate.policy.freeUntil !== null &&
      Date.parse(rate.policy.freeUntil) > Date.now() + 20 * 86_400_000,
    unchanged,
  );
  const total = found.check.rate.price.total.amount;
  const balance = await walletBalance(page);
  const reference = await bookThroughPage(page, baseURL, found);
  expect(balance - (await walletBalance(page))).toBe(total);

  await page.goto(tripzenUrl(baseURL, `/hotel-bookings/${reference}`));
  await expect(page.getByTestId('hotel-booking-status')).toHaveText('Confirmed');
  const policy = page.getByTestId('hotel-policy-text');
  await expect(policy).toContainText(/^Free cancellation until \d{1,2} \w{3} \d{4}, \d\d:\d\d hotel time\./);
  await expect(page.getByRole('region', { name: 'Cancellation policy' })).not.toContainText(
    'Free cancellation ended',
  );
  const freeUntil = /^Free cancellation until (.+?) hotel time\./.exec(
    (await policy.textContent()) ?? '',
  )?.[1];
  await page.getByTestId('hotel-cancel').click();
  const dialog = page.getByRole('dialog', { name: `Cancel hotel booking ${reference}` });
  await expect(dialog.getByTestId('hotel-cancel-penalty')).toHaveText(hotelBdt(0));
  await expect(dialog.getByTestId('hotel-cancel-refund')).toHaveText(hotelBdt(total));
  await expect(dialog).toContainText(hotelBdt(total));
  // The quote says when the free period ends as the policy beside it does.
  await expect(dialog).toContainText(`Free cancellation until ${freeUntil} hotel time: the whole `);
  await expect(dialog).toContainText(new RegExp(`the whole ${ledgerBdt(total).source} is refunded\\.`));
  await dialog
    .getByRole('button', { name: new RegExp(`^Cancel and refund ${hotelBdt(total).source}$`) })
    .click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Hotel booking ${reference} is cancelled.`)).toBeVisible();
  await expect(page.getByTestId('hotel-booking-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('hotel-cancel')).toHaveCount(0);
  const cancellation = page.getByRole('region', { name: 'Cancellation', exact: true });
  await expect(cancellation).toContainText(hotelBdt(total));

  // The wallet is back where it was; the payment ledger shows the charge and the refund under the reference.
  expect(await walletBalance(page)).toBe(balance);
  await expect.poll(() => balanceOf(page)).toBe(balance);
  await page.goto(tripzenUrl(baseURL, `/my-transactions?term=${reference}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Ledger' })).toBeVisible();
  const lines = page
    .getByRole('table', { name: 'Wallet lines' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(lines).toHaveCount(2);
  const charge = lines.filter({ hasText: `Hotel booking ${reference}: ${found.hotelName}` });
  await expect(charge.getByRole('cell').nth(1)).toHaveText('Hotel');
  await expect(charge.getByRole('cell').nth(4)).toHaveText(ledgerBdt(total));
  const refund = lines.filter({ hasText: `Hotel booking ${reference} cancelled: ${found.hotelName}` });
  await expect(refund.getByRole('cell').nth(1)).toHaveText('Hotel refund');
  await expect(refund.getByRole('cell').nth(5)).toHaveText(ledgerBdt(total));
  await expect(refund.getByRole('cell').nth(6)).toHaveText(ledgerBdt(balance));
});

test('a cancellation after the free period keeps the penalty the policy charges now and gives back the rest', async ({
  page,
  baseURL,
  agency,
}) => {
  test.setTimeout(60_000);
  await signInAgent(page, baseURL, agency);
  // Check-in the day after tomorrow at a plan whose free period ended days ago: the first tier charges now, the
  // whole stay only from check-in; a test close to a tier's start would race it, so the rate is one well inside.
  const found = await findRate(
    page,
    { days: 2, nights: 3 },
    (rate) => {
      const now = Date.now();
      const next = nextTierAt(rate.policy, now);
      const penalty = penaltyNow(rate.policy, now);
      return (
        rate.refundable &&
        !rate.onRequest &&
        rate.roomsLeft >= 2 &&
        rate.policy.freeUntil !== null &&
        Date.parse(rate.policy.freeUntil) < now - 86_400_000 &&
        penalty > 0 &&
        penalty < rate.price.total.amount &&
        (next === null || next > now + 15 * 60_000)
      );
    },
    unchanged,
  );
  const total = found.check.rate.price.total.amount;
  const penalty = penaltyNow(found.check.rate.policy);
  const refund = total - penalty;
  const reference = await bookThroughPage(page, baseURL, found);

  await page.getByRole('link', { name: 'Open the booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel-bookings/${reference}$`));
  await expect(page.getByTestId('hotel-policy-text')).toContainText('The free cancellation period ended on');
  await expect(page.getByTestId('hotel-policy-text')).toContainText(`Cancelling now costs`);
  // Its moment reads as when the free period ended, not as one it runs until.
  const policyBlock = page.getByRole('region', { name: 'Cancellation policy' });
  await expect(policyBlock).toContainText('Free cancellation ended');
  await expect(policyBlock).not.toContainText('Free cancellation until');
  const balance = await walletBalance(page);

  await page.getByTestId('hotel-cancel').click();
  const dialog = page.getByRole('dialog', { name: `Cancel hotel booking ${reference}` });
  await expect(dialog.getByTestId('hotel-cancel-penalty')).toHaveText(hotelBdt(penalty));
  await expect(dialog.getByTestId('hotel-cancel-refund')).toHaveText(hotelBdt(refund));
  await expect(dialog).toContainText(hotelBdt(total));
  await expect(dialog).toContainText(
    new RegExp(
      `Cancelling now costs ${ledgerBdt(penalty).source}: ${ledgerBdt(refund).source} is refunded\\.` +
        (nextTierAt(found.check.rate.policy) === null
          ? ''
          : ` From \\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d hotel time it costs more\\.`),
    ),
  );
  await dialog
    .getByRole('button', { name: new RegExp(`^Cancel and refund ${hotelBdt(refund).source}$`) })
    .click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('hotel-booking-status')).toHaveText('Cancelled');
  const cancellation = page.getByRole('region', { name: 'Cancellation', exact: true });
  await expect(cancellation).toContainText(hotelBdt(penalty));
  await expect(cancellation).toContainText(hotelBdt(refund));

  // The wallet rose by exactly the refund: the penalty stays charged.
  expect((await walletBalance(page)) - balance).toBe(refund);
  await expect.poll(() => balanceOf(page)).toBe(balance + refund);
  const booking = await readBooking(page, reference);
  expect(booking.status).toBe('Cancelled');
  expect(booking.cancellation?.penalty.amount).toBe(penalty);
  expect(booking.cancellation?.refund.amount).toBe(refund);
});
