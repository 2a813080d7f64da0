import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { applicantFor } from './after-sales-support';
import { daysAhead } from './flight-helpers';
import { call, ok, registerFundedAgency, type Applicant } from './flight-order-support';
import { fillLeadGuest } from './hotel-search-support';
import { dismissDocumentPrompt, loginAs, tripzenUrl } from './support';

// Steps of the browser tests of a hotel booking's life after the booking page: the price check's change, the
// hotel's late confirmation and cancellations. Bookings and refunds move money, and the demo agencies' balances are
// compared by other browser tests, so each worker registers a Tripzen agency of its own (as the after-sales tests
// do) and its tests compare the wallet before and after, one test at a time. A test finds the kind of rate it needs
// through the API with the agent's own session, as the pages would (the bed bank is the same every run), and then
// walks the pages a person uses.

/** The city and guests the bed bank guarantees every kind of rate for among its 4-star hotels with breakfast. */
export const dubaiFamily = { cityCode: 'DXB', rooms: [{ adults: 2, children: 1, childAges: [7] }] } as const;

export interface HotelMoney {
  amount: number;
  currency: string;
}

export interface RatePolicy {
  refundable: boolean;
  freeUntil: string | null;
  tiers: Array<{ from: string; penalty: HotelMoney }>;
  text: string;
}

export interface RateView {
  roomRateGuid: string;
  board: 'RoomOnly' | 'Breakfast' | 'HalfBoard';
  refundable: boolean;
  onRequest: boolean;
  holdable: boolean;
  roomsLeft: number;
  price: { total: HotelMoney; perNight: HotelMoney };
  policy: RatePolicy;
}

export interface RateKey {
  requestId: string;
  hotelGuid: string;
  roomGuid: string;
  roomRateGuid: string;
}

export interface RateCheck {
  checkId: string;
  outcome: 'Unchanged' | 'PriceChanged' | 'PolicyChanged' | 'PriceAndPolicyChanged';
  previous: RateView;
  rate: RateView;
}

export interface FoundRate {
  key: RateKey;
  hotelName: string;
  roomName: string;
  rate: RateView;
  /** What the supplier's price check answers for it now (the booking page checks it again, the same way). */
  check: RateCheck;
}

interface HotelDetails {
  requestId: string;
  hotel: { hotelGuid: string; name: string };
  rooms: Array<{ roomGuid: string; name: string; rates: RateView[] }>;
}

export interface HotelBookingView {
  reference: string;
  status: string;
  price: { total: HotelMoney };
  policy: RatePolicy;
  confirmationNumber: string | null;
  cancellation: { penalty: HotelMoney; refund: HotelMoney } | null;
}

/**
 * Money as the hotel pages write it: a whole amount without decimals (BDT 46,878), any other with both minor
 * digits (BDT 17,667.50); Intl puts a no-break space after the currency code.
 */
export function hotelBdt(minor: number): RegExp {
  const whole = minor % 100 === 0;
  const text = (minor / 100).toLocaleString('en', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return new RegExp(`BDT\\s${text.replace(/[.,]/g, '\\$&')}(?![\\d.])`);
}

/** Money as the ledger writes it: every minor digit (BDT 1,234.50). */
export function ledgerBdt(minor: number): RegExp {
  const text = (minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return new RegExp(`BDT\\s${text.replace(/[.,]/g, '\\$&')}`);
}

/** The wallet's balance in poisha, as the balance menu reads it. */
export async function walletBalance(page: Page): Promise<number> {
  return ok(
    await call<{ walletBalance: number }>(page, 'GET', '/payment/api/v1/passbook/mybalance'),
    'mybalance',
  ).walletBalance;
}

/** A Tripzen agency of its own, registered, approved and funded through the API, for the tests of one worker. */
async function fundedAgency(browser: Browser, baseURL: string | undefined): Promise<Applicant> {
  const applicant = applicantFor('Stayafter');
  const context = await browser.newContext({ baseURL });
  try {
    await registerFundedAgency(await context.newPage(), baseURL, applicant, 5_000_000_00);
  } finally {
    await context.close();
  }
  return applicant;
}

/** The tests of a worker share its agency: they run one after another there, so wallet differences are theirs. */
export const test = base.extend<Record<never, never>, { agency: Applicant }>({
  agency: [
    async ({ browser }, use, workerInfo) => {
      await use(await fundedAgency(browser, workerInfo.project.use.baseURL));
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});
export { expect };
export { fillLeadGuest } from './hotel-search-support';

/** Signs the agency's owner in on Tripzen's site; the pages then live on that site. */
export async function signInAgent(page: Page, baseURL: string | undefined, agency: Applicant) {
  await loginAs(page, agency.email, { password: agency.password, path: tripzenUrl(baseURL, '/') });
  await dismissDocumentPrompt(page);
}

/** An operator of Tripzen in a browser of their own, on the back office's hotel desk reached through its menu. */
export async function operatorHotelDesk(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const desk = await context.newPage();
  await loginAs(desk, 'ops@tripzen.test', { path: tripzenUrl(baseURL, '/'), landing: /\/backoffice$/ });
  await desk
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Hotel bookings' })
    .click();
  await expect(desk).toHaveURL(/\/backoffice\/hotels$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Unconfirmed hotel bookings' })).toBeVisible();
  return { desk, context };
}

/** Searches Dubai for the family `days` ahead for `nights` nights to the end: its request id and 4-star hotels. */
async function searchDubai(page: Page, days: number, nights: number) {
  const { requestId } = ok(
    await call<{ requestId: string }>(page, 'POST', '/hotel/api/v1/Search/HotelSearch', {
      body: {
        destination: { type: 'City', id: dubaiFamily.cityCode },
        checkIn: daysAhead(days).iso,
        checkOut: daysAhead(days + nights).iso,
        rooms: dubaiFamily.rooms,
      },
    }),
    'HotelSearch',
  );
  const query = `requestId=${encodeURIComponent(requestId)}&stars=4&boards=Breakfast&pageSize=50`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const results = ok(
      await call<{ status: string; hotels: Array<{ hotelGuid: string }> }>(
        page,
        'GET',
        `/hotel/api/v1/Search/GetHotelSearch?${query}`,
      ),
      'GetHotelSearch',
    );
    if (results.status === 'Completed') return { requestId, hotels: results.hotels };
    await page.waitForTimeout(200);
  }
  throw new Error('The hotel search did not complete');
}

/**
 * The first rate with breakfast of Dubai's 4-star hotels for the family's stay that `wanted` accepts, and whose
 * price check `checked` accepts: the supplier's check moves some rates' price or policy, always the same way, so
 * checking through the API tells which rate the booking page will show moving.
 */
export async function findRate(
  page: Page,
  stay: { days: number; nights: number },
  wanted: (rate: RateView) => boolean,
  checked: (check: RateCheck) => boolean,
): Promise<FoundRate> {
  const { requestId, hotels } = await searchDubai(page, stay.days, stay.nights);
  for (const { hotelGuid } of hotels) {
    const details = ok(
      await call<HotelDetails>(
        page,
        'GET',
        `/hotel/api/v1/Hotel/GetHotelDetails?requestId=${encodeURIComponent(requestId)}&hotelGuid=${encodeURIComponent(hotelGuid)}`,
      ),
      'GetHotelDetails',
    );
    for (const room of details.rooms) {
      for (const rate of room.rates) {
        if (rate.board !== 'Breakfast' || !wanted(rate)) continue;
        const key = { requestId, hotelGuid, roomGuid: room.roomGuid, roomRateGuid: rate.roomRateGuid };
        const answer = await call<RateCheck>(page, 'POST', '/hotel/api/v1/Booking/CheckRate', { body: key });
        // Another test may have taken the last room meanwhile.
        if (answer.status === 409) continue;
        const check = ok(answer, 'CheckRate');
        if (checked(check)) {
          return { key, hotelName: details.hotel.name, roomName: room.name, rate, check };
        }
      }
    }
  }
  throw new Error('No 4-star hotel in Dubai offers such a rate for the stay');
}

/** The rate's price check leaves it as the search showed it. */
export const unchanged = (check: RateCheck) => check.outcome === 'Unchanged';

/** The booking page of a rate (spec §2), on Tripzen's site. */
export function bookingPagePath(key: RateKey): string {
  return ['/hotel/booking', key.requestId, key.hotelGuid, key.roomGuid, key.roomRateGuid]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
}

/** The booking's page heading's reference, once a new booking has landed on its Confirmed or UnConfirmed page. */
export async function bookedReference(page: Page, route: 'Confirmed' | 'UnConfirmed'): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/hotel/book/${route}/HB-\\d+$`), { timeout: 15_000 });
  const reference = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByTestId('hotel-booked-reference')).toHaveText(reference);
  return reference;
}

export async function readBooking(page: Page, reference: string): Promise<HotelBookingView> {
  return ok(
    await call<HotelBookingView>(
      page,
      'GET',
      `/hotel/api/v1/Booking/GetBooking?reference=${encodeURIComponent(reference)}`,
    ),
    'GetBooking',
  );
}

/** A rate booked from the wallet through the booking page as a person does it, landing on its Confirmed page. */
export async function bookThroughPage(page: Page, baseURL: string | undefined, found: FoundRate) {
  await page.goto(tripzenUrl(baseURL, bookingPagePath(found.key)));
  await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
  await fillLeadGuest(page);
  await expect(page.getByTestId('hotel-price-total')).toHaveText(
    hotelBdt(found.check.rate.price.total.amount),
  );
  await page.getByTestId('hotel-book').click();
  return bookedReference(page, 'Confirmed');
}

/** The cancellation penalty the policy charges now: the last tier already begun, none in the free period. */
export function penaltyNow(policy: RatePolicy, now = Date.now()): number {
  const begun = policy.tiers.filter((tier) => Date.parse(tier.from) <= now);
  return begun.at(-1)?.penalty.amount ?? 0;
}

/** The next moment the policy's charge changes, or null when none is left. */
export function nextTierAt(policy: RatePolicy, now = Date.now()): number | null {
  const next = policy.tiers.map((tier) => Date.parse(tier.from)).find((at) => at > now);
  return next ?? null;
}
