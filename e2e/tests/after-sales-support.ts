import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { daysAhead } from './flight-helpers';
import { call, ok, registerFundedAgency, type Applicant, type OrderView } from './flight-order-support';
import { dismissDocumentPrompt, loginAs, tripzenUrl } from './support';

// Steps of the after-sales browser tests. Voids and refunds move money, and every demo agency's balance is compared
// exactly by another browser test, so the tests that complete one register an agency of their own (Tripzen, as the
// flight-order tests do) and issue its tickets through the API, as the order page would.

/** Money as the pages write it; Intl puts a no-break space after the currency code. */
export const bdt = (minor: number) =>
  new RegExp(
    `BDT\\s${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace(/[.,]/g, '\\$&')}`,
  );

/** Reads "BDT 1,234.50" as minor units. */
export function minorOf(text: string): number {
  const minor = Number(text.replace(/[^\d-]/g, ''));
  if (!Number.isSafeInteger(minor)) throw new Error(`Unreadable amount: ${text}`);
  return minor;
}

const balanceButton = (page: Page) => page.getByRole('button', { name: /^Balance / });

/** The top bar's balance in poisha. */
export async function balanceOf(page: Page): Promise<number> {
  await expect(balanceButton(page)).toHaveText(/BDT/);
  return minorOf((await balanceButton(page).textContent()) ?? '');
}

/** A fresh applicant of Tripzen; each spec file its own, so specs run in parallel workers. */
export function applicantFor(name: string): Applicant {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    company: `${name} Travels`,
    email: `${name.toLowerCase()}-${stamp}@after-sales-e2e.test`,
    phone: `18${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`,
    password: 'Ticketing@123',
  };
}

export async function setUpAgency(page: Page, baseURL: string | undefined, applicant: Applicant) {
  await registerFundedAgency(page, baseURL, applicant, 2_000_000_00);
}

export async function loginAsApplicant(page: Page, baseURL: string | undefined, applicant: Applicant) {
  await loginAs(page, applicant.email, { password: applicant.password, path: tripzenUrl(baseURL, '/') });
  await dismissDocumentPrompt(page);
}

interface Row {
  itineraryId: string;
  fareType: string;
  kind?: string;
  journeys?: unknown[];
  airlineCode: string;
  grossAmount: { amount: number };
}

/** The search's rows once every source has answered: DAC–DXB in 40 days, or back too on `returnDays`. */
async function searchRows(
  page: Page,
  adults: number,
  days: { out: number; back?: number } = { out: 40 },
): Promise<{ requestId: string; rows: Row[] }> {
  const { requestId } = ok(
    await call<{ requestId: string }>(page, 'POST', '/flight/api/v1/Search/AirSearch', {
      body: {
        tripType: days.back === undefined ? 'O' : 'R',
        segments: [{ origin: 'DAC', destination: 'DXB', departureDate: daysAhead(days.out).iso }],
        ...(days.back === undefined ? {} : { returnDate: daysAhead(days.back).iso }),
        adultCount: adults,
        childCount: 0,
        childAges: [],
        infantCount: 0,
        travelClass: 'Economy',
      },
    }),
    'AirSearch',
  );
  const rows = new Map<string, Row>();
  let cursor = 0;
  for (let attempt = 0; ; attempt += 1) {
    const poll = ok(
      await call<{ status: string; cursor: number; itineraries: Row[]; duplicateItineraryIds: string[] }>(
        page,
        'GET',
        `/flight/api/v1/Search/GetAirSearch?requestId=${requestId}&since=${cursor}`,
      ),
      'GetAirSearch',
    );
    for (const row of poll.itineraries) rows.set(row.itineraryId, row);
    for (const id of poll.duplicateItineraryIds) rows.delete(id);
    cursor = poll.cursor;
    if (poll.status === 'Completed') break;
    if (attempt > 100) throw new Error('The search did not complete');
    await page.waitForTimeout(200);
  }
  return { requestId, rows: [...rows.values()] };
}

const travellers = ['Tanvir Hasan', 'Nusrat Jahan', 'Rafiq Islam'];

/**
 * A one-way DAC–DXB order for `adults` adults, held on a hold fare of one of `airlines` and issued paying in full
 * from the wallet, as the order page's Issue ticket does. The sandbox's carriers keep their after-sales policies
 * (BG and BS void and refund by themselves), so a test names the ones whose path it walks.
 */
export async function issuedOrder(
  page: Page,
  options: { adults: number; airlines: string[] },
): Promise<OrderView> {
  const { requestId, rows } = await searchRows(page, options.adults);
  const fares = rows
    .filter((row) => row.fareType === 'OnHold' && options.airlines.includes(row.airlineCode))
    .sort((a, b) => a.grossAmount.amount - b.grossAmount.amount);
  for (const fare of fares.slice(0, 6)) {
    const order = await bookFare(page, requestId, fare.itineraryId, options.adults);
    if (!order) continue;
    const issued = ok(
      await call<{ order: OrderView }>(page, 'POST', '/order/api/v1/Order/GetFullPaymentForIssueTicket', {
        body: { orderReference: order.orderReference, acceptedPayable: order.totals.payable.amount },
        key: randomUUID(),
      }),
      'GetFullPaymentForIssueTicket',
    ).order;
    expect(issued.status).toBe('Confirmed');
    return issued;
  }
  throw new Error(`No hold fare of ${options.airlines.join(', ')} could be booked`);
}

async function bookFare(
  page: Page,
  requestId: string,
  itineraryId: string,
  adults: number,
): Promise<OrderView | null> {
  const refused = (answer: { status: number }) => answer.status === 409 || answer.status === 422;
  const pricing = await call<{ priceId: string; firstDepartureDay: string }>(
    page,
    'POST',
    '/flight/api/v2/Price/AirPrice',
    { body: { requestId, itineraryId } },
  );
  if (refused(pricing)) return null;
  const priced = ok(pricing, 'AirPrice');
  const passengers = travellers.slice(0, adults).map((name, index) => {
    const [firstName, lastName] = name.split(' ');
    return {
      type: 'ADT',
      title: index % 2 ? 'Ms' : 'Mr',
      firstName,
      lastName,
      dateOfBirth: `${Number(priced.firstDepartureDay.slice(0, 4)) - 30 - index}-05-20`,
      gender: index % 2 ? 'Female' : 'Male',
      nationality: 'BD',
      passportNumber: `EA${(Date.now() + index) % 10_000_000}`,
      passportExpiry: '2034-06-30',
      extras: [],
    };
  });
  const contact = { email: 'desk@after-sales-e2e.test', phone: '+8801711000000' };
  const selling = await call<{ totals: { payable: { amount: number } } }>(
    page,
    'POST',
    '/flight/api/v1/Sell/AirSell',
    { body: { priceId: priced.priceId, passengers, contact } },
  );
  if (refused(selling)) return null;
  const sold = ok(selling, 'AirSell');
  const booking = await call<{ order: OrderView }>(page, 'POST', '/flight/api/v1/Book/AirBook', {
    body: {
      priceId: priced.priceId,
      passengers,
      contact,
      acceptedPayable: sold.totals.payable.amount,
      issueNow: false,
      payment: 'Full',
    },
    key: randomUUID(),
  });
  if (refused(booking)) return null;
  return ok(booking, 'AirBook').order;
}

/** Days from today of the exchange tests' return trip (Dhaka–Dubai and back). */
export const returnDays = { out: 30, back: 40 } as const;

interface BrandView {
  itineraryId: string;
  name: string;
  refundable: boolean;
  changeable: boolean;
}

/**
 * A DAC–DXB return for one adult at the brand `choose` picks of the first hold itinerary offering one (the cheapest
 * changeable brand, the dearest refundable one...), booked at that brand and issued paying in full from the wallet.
 */
export async function issuedReturn(
  page: Page,
  choose: (brands: BrandView[]) => BrandView | undefined,
): Promise<OrderView> {
  const { requestId, rows } = await searchRows(page, 1, returnDays);
  for (const row of rows.filter(
    (one) =>
      one.fareType === 'OnHold' && (one.kind ?? 'Standard') === 'Standard' && one.journeys?.length === 2,
  )) {
    const brands = ok(
      await call<{ brands: BrandView[] }>(
        page,
        'GET',
        `/flight/api/v1/Search/ItineraryBrandDetails?requestId=${requestId}&itineraryId=${encodeURIComponent(row.itineraryId)}`,
      ),
      'ItineraryBrandDetails',
    ).brands;
    const brand = choose(brands);
    if (!brand) continue;
    const order = await bookFare(page, requestId, brand.itineraryId, 1);
    if (!order) continue;
    const issued = ok(
      await call<{ order: OrderView }>(page, 'POST', '/order/api/v1/Order/GetFullPaymentForIssueTicket', {
        body: { orderReference: order.orderReference, acceptedPayable: order.totals.payable.amount },
        key: randomUUID(),
      }),
      'GetFullPaymentForIssueTicket',
    ).order;
    expect(issued.status).toBe('Confirmed');
    return issued;
  }
  throw new Error('No return itinerary offers such a brand');
}

/** The demo agency's order DAC–JED booked and issued a day before the seeding (the demo world's part-paid dues). */
export async function demoJeddahOrder(page: Page): Promise<string> {
  const answer = ok(
    await call<{ bookings: Array<{ orderReference: string; route: string[] }> }>(
      page,
      'POST',
      '/customer/api/v1/MyBooking/GetBookings',
      { body: { search: 'Nasima', tab: 'confirmed' } },
    ),
    'GetBookings',
  );
  const order = answer.bookings.find((booking) => booking.route.includes('JED'));
  if (!order) throw new Error(`No DAC–JED order in ${JSON.stringify(answer.bookings)}`);
  return order.orderReference;
}

/** The order page's tickets panel. */
export const ticketsPanel = (page: Page) => page.getByRole('region', { name: 'Tickets' });
