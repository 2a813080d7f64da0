import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { balanceOf, bdt } from './after-sales-support';
import { call, ok } from './flight-order-support';
import {
  bookButton,
  fillLeadGuest,
  filterFourStarsWithBreakfast,
  filtersPanel,
  guestName,
  hotelCards,
  hotelRates,
  openBookingPage,
  openHotel,
  pdfText,
  productTabs,
  ratesOf,
  searchDubai,
  signInNewAgency,
  totalToPay,
  waitForHotels,
  type LeadGuest,
} from './hotel-search-support';
import { loginAs } from './support';

// The hotel sales flow from the search pad: Dubai for two adults and a child, three nights, 4 stars with breakfast,
// a hotel's rooms and rates, the booking page, the Confirmed page, the hotel bookings and the voucher. The bed bank
// is the same for every run (one seed), but which rates move at the price check or are already sold is read from
// the pages, so each test goes on with the first rate the pages offer as it needs it.

/** What the hotel page reads of GetHotelDetails: the hotel's name, its rooms and their rates' ids. */
interface HotelDetails {
  hotel: { name: string };
  rooms: Array<{ roomGuid: string; rates: Array<{ roomRateGuid: string }> }>;
}

const stayFor = (checkInDays: number) => ({ checkInDays, childAge: 7 });

/** Searches, then keeps the 4-star hotels with breakfast; every card shown is one. */
async function fourStarsWithBreakfast(page: Page, checkInDays: number) {
  await searchDubai(page, stayFor(checkInDays));
  await waitForHotels(page);
  await filterFourStarsWithBreakfast(page);
  const cards = hotelCards(page);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.getByRole('img', { name: '4-star hotel' })).toBeVisible();
    await expect(card.getByText('Breakfast included', { exact: true })).toBeVisible();
  }
  await expect(filtersPanel(page).getByRole('checkbox', { name: /^4 stars/ })).toBeChecked();
}

/**
 * Opens the listed hotels in turn and follows the Book link of their rates of `board` and `refundability` (none on
 * request) until the price check finds one as the hotel page showed it: its booking page is left open. `look`
 * checks each rate on the hotel page before its Book link is followed.
 */
async function bookingPageOfSteadyRate(
  page: Page,
  board: string,
  refundability: 'Refundable' | 'Non-refundable',
  look: (rate: Locator) => Promise<void> = async () => {},
): Promise<{ hotel: string; shownTotal: string }> {
  const tried: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const hotel = await openHotel(hotelCards(page).nth(index));
    const rates = ratesOf(page, board, refundability);
    const count = await rates.count();
    for (let at = 0; at < count; at += 1) {
      const rate = rates.nth(at);
      await look(rate);
      const shownTotal =
        (await rate
          .getByText(/^BDT\s[\d,.]+$/)
          .first()
          .textContent()) ?? '';
      if ((await openBookingPage(rate)) === 'Unchanged') return { hotel, shownTotal };
      tried.push(`${hotel} #${at + 1}`);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: hotel })).toBeVisible();
    }
    await page.goBack();
    await waitForHotels(page);
  }
  throw new Error(
    `No ${board} ${refundability} rate was found unchanged at the check (tried ${tried.join(', ')})`,
  );
}

test('an agent searches Dubai, keeps 4 stars with breakfast and books a refundable rate from the wallet', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInNewAgency(page, baseURL, 'Dunes');
  await fourStarsWithBreakfast(page, 30);

  // A refundable rate says until when cancelling is free, on the hotel's clock.
  const { hotel, shownTotal } = await bookingPageOfSteadyRate(
    page,
    'Breakfast included',
    'Refundable',
    async (rate) => {
      await expect(rate.getByText('Refundable', { exact: true })).toBeVisible();
      await expect(rate.getByText(/^Free cancellation until .+ hotel time( · .+ your time)?$/)).toBeVisible();
    },
  );

  // The booking page: the checked rate as the hotel page showed it, the stay, the policy, then the lead guest.
  await expect(page.getByTestId('hotel-change')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: hotel })).toBeVisible();
  const facts = page.getByRole('main');
  await expect(facts.getByText('3 nights · 1 room')).toBeVisible();
  await expect(facts.getByText('2 adults, 1 child (7)').first()).toBeVisible();
  const sides = page.getByRole('complementary', { name: 'Price and cancellation policy' });
  await expect(sides).toContainText('Refundable', { ignoreCase: true });
  await expect(sides).toContainText('Free cancellation until');
  const total = await totalToPay(page);
  expect(bdt(total).test(shownTotal)).toBe(true);
  const wallet = page.getByRole('radio', { name: /^Pay BDT\s[\d,.]+ now from the wallet$/ });
  await wallet.check();
  await expect(wallet).toBeChecked();
  const before = await balanceOf(page);

  // Nothing is sent without a lead guest.
  await bookButton(page).click();
  for (const message of [
    'Please choose a title',
    'Please enter the first name',
    'Please enter the last name',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/hotel\/booking\//);

  const guest: LeadGuest = { title: 'Mr', firstName: 'Tanvir', lastName: 'Hasan' };
  await fillLeadGuest(page, guest);
  await bookButton(page).click();

  // Confirmed at once: the reference, the stay and the lead guest; the wallet paid the total.
  await expect(page).toHaveURL(/\/hotel\/book\/Confirmed\/[^/]+$/, { timeout: 15_000 });
  const booked = page.getByTestId('hotel-booked');
  await expect(booked.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByTestId('hotel-booked-status')).toHaveText('Confirmed');
  const reference = ((await page.getByTestId('hotel-booked-reference').textContent()) ?? '').trim();
  expect(page.url()).toContain(`/hotel/book/Confirmed/${reference}`);
  await expect(page.getByTestId('hotel-lead-guest')).toHaveText(guestName(guest));
  await expect(page.getByRole('heading', { name: hotel })).toBeVisible();
  await expect.poll(() => balanceOf(page)).toBe(before - total);
  await expect(page.getByRole('link', { name: 'Print voucher' })).toBeVisible();

  // The hotel bookings: the Confirmed tab, searched by the reference, open the booking.
  await page.getByRole('link', { name: 'My hotel bookings' }).click();
  await expect(page).toHaveURL(/\/hotel-bookings(\?.*)?$/);
  await page.getByRole('tab', { name: /^Confirmed/ }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(reference);
  const table = page.getByRole('table', { name: 'Hotel bookings' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(hotel);
  await expect(row).toContainText('Tanvir Hasan');
  await expect(row).toContainText(bdt(total));
  await expect(row).toContainText('Confirmed');
  await row.getByRole('link', { name: `Open hotel booking ${reference}` }).click();

  await expect(page).toHaveURL(new RegExp(`/hotel-bookings/${reference}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Hotel booking ${reference}` })).toBeVisible();
  await expect(page.getByTestId('hotel-booking-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('hotel-lead-guest')).toHaveText(guestName(guest));
  await expect(page.getByRole('heading', { name: hotel })).toBeVisible();

  // The voucher: the print preview without the portal's frame, and its PDF.
  await page
    .getByRole('group', { name: 'Booking actions' })
    .getByRole('link', { name: 'Print voucher' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/hotel-bookings/print-preview\\?reference=${reference}$`));
  const voucher = page.getByRole('article', { name: 'Hotel voucher' });
  await expect(voucher).toContainText(reference);
  await expect(voucher).toContainText(hotel);
  await expect(voucher).toContainText(guestName(guest));
  await expect(page.getByRole('button', { name: /^Profile menu for / })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = pdfText(await readFile(await download.path()));
  expect(text).toContain(hotel);
  expect(text).toContain(reference);
  expect(text).toContain(guestName(guest));
});

test('a non-refundable rate warns on the hotel page, and its booking waits for the warning to be ticked', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInNewAgency(page, baseURL, 'Creek');
  await fourStarsWithBreakfast(page, 45);

  // On the hotel page each non-refundable rate carries its warning; the refundable ones none.
  await bookingPageOfSteadyRate(page, 'Breakfast included', 'Non-refundable', async (rate) => {
    await expect(rate.getByText('Non-refundable rate', { exact: true })).toBeVisible();
    await expect(
      rate.getByText(
        'This rate cannot be cancelled or changed free of charge: cancelling keeps the full price.',
      ),
    ).toBeVisible();
    await expect(
      ratesOf(page, 'Breakfast included', 'Refundable').getByText('Non-refundable rate', { exact: true }),
    ).toHaveCount(0);
  });

  // The booking page repeats the warning; paying is refused until it is ticked.
  const notice = page.getByTestId('hotel-non-refundable');
  await expect(notice).toContainText('Non-refundable rate');
  await expect(notice).toContainText('This rate cannot be cancelled for a refund');
  const total = await totalToPay(page);
  const before = await balanceOf(page);
  await fillLeadGuest(page, { title: 'Ms', firstName: 'Nusrat', lastName: 'Jahan' });
  await bookButton(page).click();
  await expect(
    notice.getByText('Please confirm that you understand this rate is non-refundable'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/hotel\/booking\//);
  expect(await balanceOf(page)).toBe(before);

  await notice.getByRole('checkbox', { name: 'I understand that this booking is non-refundable' }).check();
  await expect(
    notice.getByText('Please confirm that you understand this rate is non-refundable'),
  ).toHaveCount(0);
  await bookButton(page).click();
  await expect(page).toHaveURL(/\/hotel\/book\/Confirmed\/[^/]+$/, { timeout: 15_000 });
  await expect(page.getByTestId('hotel-booked-status')).toHaveText('Confirmed');
  await expect.poll(() => balanceOf(page)).toBe(before - total);
});

test('a staff user without BookHotel searches hotels and sees their rates, but cannot book one', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAs(page, 'hotel-viewer@demo.test');
  // Hotels is the only tab beside Flights (which every user has).
  await expect(productTabs(page)).toHaveText(['Flights', /^Hotels/]);
  await fourStarsWithBreakfast(page, 60);

  const hotel = await openHotel(hotelCards(page).first());
  const rates = hotelRates(page);
  await expect(rates.first()).toBeVisible();
  expect(await rates.count()).toBeGreaterThan(1);
  await expect(rates.first()).toContainText(/BDT\s[\d,.]+/);
  await expect(page.getByRole('link', { name: /^Book / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Book/ })).toHaveCount(0);

  // A booking address typed in (a real room and rate of this search) is refused, page and API alike.
  const [, requestId, hotelGuid] = /\/hotel\/([^/]+)\/([^/?]+)/.exec(page.url()) ?? [];
  const details = ok(
    await call<HotelDetails>(
      page,
      'GET',
      `/hotel/api/v1/Hotel/GetHotelDetails?requestId=${requestId}&hotelGuid=${hotelGuid}`,
    ),
    'GetHotelDetails',
  );
  expect(details.hotel.name).toBe(hotel);
  const room = details.rooms[0]!;
  const rate = room.rates[0]!;
  const check = await call(page, 'POST', '/hotel/api/v1/Booking/CheckRate', {
    body: { requestId, hotelGuid, roomGuid: room.roomGuid, roomRateGuid: rate.roomRateGuid },
  });
  expect(check.status).toBe(403);
  await page.goto(`/hotel/booking/${requestId}/${hotelGuid}/${room.roomGuid}/${rate.roomRateGuid}`);
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
