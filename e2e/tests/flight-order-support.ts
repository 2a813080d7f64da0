import { createHash, randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { daysAhead } from './flight-helpers';
import { latestCode, latestMessageId, tripzenUrl } from './support';

// API steps of the flight-order browser tests: calls made by the page itself (so they reach the page's tenant with
// its stored session), a held booking made as the booking page makes it, and an agency of its own registered,
// approved and funded the way the registration form and the back office do it.

export interface Answer<T> {
  status: number;
  data: T;
}

export interface OrderView {
  orderReference: string;
  status: string;
  passengers: Array<{ firstName: string; lastName: string; ticketNumber: string | null }>;
  totals: Record<'fareGross' | 'extras' | 'payable', { amount: number }>;
  partialPayment: { minimumPayable: { amount: number } } | null;
}

/**
 * One API call made by the page itself, so it goes to the page's tenant (its host) with the portal's headers; the
 * bearer is the browser's stored session unless another token is given (null for none).
 */
export async function call<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; bearer?: string | null; key?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, body, bearer, browserToken, key, extra }) => {
      const token = browserToken ? localStorage.getItem('portal.token') : bearer;
      const response = await fetch(path, {
        method,
        headers: {
          'X-Channel-Id': '1',
          'X-Device-Type': 'web',
          ...(body === null ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(key ? { 'Idempotency-Key': key } : {}),
          ...extra,
        },
        body: body === null ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, data: text ? JSON.parse(text) : null };
    },
    {
      method,
      path,
      body: options.body ?? null,
      bearer: options.bearer ?? null,
      browserToken: options.bearer === undefined,
      key: options.key ?? null,
      extra: options.headers ?? {},
    },
  );
}

export function ok<T>(answer: Answer<T>, what: string): T {
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.data)}`);
  return answer.data;
}

/**
 * A held one-way booking for one adult made as the booking page makes it: search, AirPrice of the cheapest hold
 * fare, AirSell, AirBook. The last name can pick a sandbox branch (README "Sandbox GDS"); special service codes
 * are asked for on the first flight.
 */
export async function holdOrder(
  page: Page,
  options: { surname?: string; days?: number; ssrCodes?: string[] } = {},
): Promise<OrderView> {
  const { requestId } = ok(
    await call<{ requestId: string }>(page, 'POST', '/flight/api/v1/Search/AirSearch', {
      body: {
        tripType: 'O',
        segments: [{ origin: 'DAC', destination: 'DXB', departureDate: daysAhead(options.days ?? 30).iso }],
        adultCount: 1,
        childCount: 0,
        childAges: [],
        infantCount: 0,
        travelClass: 'Economy',
      },
    }),
    'AirSearch',
  );
  const rows = new Map<string, { itineraryId: string; fareType: string; grossAmount: { amount: number } }>();
  let cursor = 0;
  for (let attempt = 0; ; attempt += 1) {
    const poll = ok(
      await call<{
        status: string;
        cursor: number;
        itineraries: Array<{ itineraryId: string; fareType: string; grossAmount: { amount: number } }>;
        duplicateItineraryIds: string[];
      }>(page, 'GET', `/flight/api/v1/Search/GetAirSearch?requestId=${requestId}&since=${cursor}`),
      'GetAirSearch',
    );
    for (const row of poll.itineraries) rows.set(row.itineraryId, row);
    for (const id of poll.duplicateItineraryIds) rows.delete(id);
    cursor = poll.cursor;
    if (poll.status === 'Completed') break;
    if (attempt > 100) throw new Error('The search did not complete');
    await page.waitForTimeout(200);
  }
  const holdFares = [...rows.values()]
    .filter((row) => row.fareType === 'OnHold')
    .sort((a, b) => a.grossAmount.amount - b.grossAmount.amount);
  if (holdFares.length === 0) throw new Error('No hold fare in the results');
  // Other tests book the same flights: when the cheapest seats have just gone, the next fare is tried, as an agent
  // would.
  for (const fare of holdFares.slice(0, 5)) {
    const booked = await bookFare(page, requestId, fare.itineraryId, options);
    if (booked) {
      expect(booked.order.status).toBe('OnHold');
      return booked.order;
    }
  }
  throw new Error('Every hold fare tried was sold out');
}

/** AirPrice, AirSell and AirBook of one fare; null when its seats sold out or its price moved meanwhile. */
async function bookFare(
  page: Page,
  requestId: string,
  itineraryId: string,
  options: { surname?: string; ssrCodes?: string[] },
): Promise<{ order: OrderView } | null> {
  const refused = (answer: Answer<unknown>) => answer.status === 409 || answer.status === 422;
  const pricing = await call<{
    priceId: string;
    firstDepartureDay: string;
    details: { legs: Record<string, unknown> };
  }>(page, 'POST', '/flight/api/v2/Price/AirPrice', { body: { requestId, itineraryId } });
  if (refused(pricing)) return null;
  const priced = ok(pricing, 'AirPrice');
  const born = `${Number(priced.firstDepartureDay.slice(0, 4)) - 34}-03-15`;
  const passengers = [
    {
      type: 'ADT',
      title: 'Mr',
      firstName: 'Tanvir',
      lastName: options.surname ?? 'Hasan',
      dateOfBirth: born,
      gender: 'Male',
      nationality: 'BD',
      passportNumber: `EB${Date.now() % 10_000_000}`,
      passportExpiry: '2033-06-30',
      extras: options.ssrCodes
        ? [{ legKey: Object.keys(priced.details.legs)[0], ssrCodes: options.ssrCodes }]
        : [],
    },
  ];
  const contact = { email: 'desk@order-e2e.test', phone: '+8801711000000' };
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
  return ok(booking, 'AirBook');
}

export async function readOrder(page: Page, reference: string): Promise<OrderView> {
  const answer = await call<{ order: OrderView }>(
    page,
    'GET',
    `/order/api/v1/Order/AirGetOrder?orderReference=${encodeURIComponent(reference)}`,
  );
  return ok(answer, 'AirGetOrder').order;
}
function solveBotCheck(challenge: { salt: string; challenge: string; maxNumber: number }): string {
  for (let number = 0; number <= challenge.maxNumber; number += 1) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      return Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64');
    }
  }
  throw new Error('The bot check has no solution');
}

/** Proves an address for the registration with the code read from the outbox. */
async function proveAddress(page: Page, kind: 'Email' | 'Phone', body: object, to: string): Promise<string> {
  const before = await latestMessageId(page, to);
  const sent = ok(
    await call<{ reference: string }>(page, 'POST', `/identity/api/v1/Registration/Send${kind}Code`, {
      body,
      bearer: null,
    }),
    `Send${kind}Code`,
  );
  const code = await latestCode(page, to, before);
  ok(
    await call(page, 'POST', `/identity/api/v1/Registration/Verify${kind}Code`, {
      body: { reference: sent.reference, code },
      bearer: null,
    }),
    `Verify${kind}Code`,
  );
  return sent.reference;
}

/** A session token of an account of the page's tenant, through Authenticate and the emailed device code. */
async function signInThroughApi(page: Page, email: string, password: string): Promise<string> {
  const headers = { 'X-Device-Id': `e2e-order-${email.replace(/[^a-z0-9]/gi, '-')}` };
  const before = await latestMessageId(page, email);
  type Login = { identity: { token: string } | null; verificationReference: string | null };
  let answer = await call<Login>(page, 'POST', '/identity/api/v1/Authentication/Authenticate', {
    body: { username: email, password },
    bearer: null,
    headers,
  });
  if (!answer.data.identity && answer.data.verificationReference) {
    answer = await call<Login>(page, 'POST', '/identity/api/v1/Authentication/VerifyDevice', {
      body: {
        username: email,
        reference: answer.data.verificationReference,
        verificationCode: await latestCode(page, email, before),
      },
      bearer: null,
      headers,
    });
  }
  if (!answer.data.identity) throw new Error(`API login of ${email} failed`);
  return answer.data.identity.token;
}

export interface Applicant {
  company: string;
  email: string;
  phone: string;
  password: string;
}

/** The brand an agency registers with, and its operator who approves and funds it. */
export interface AgencyTenant {
  site: (baseURL: string | undefined, path: string) => string;
  operator: string;
}

export const TripzenTenant: AgencyTenant = { site: tripzenUrl, operator: 'ops@tripzen.test' };

/** The provider's own brand (the default tenant), which sells the visas. */
export const ProviderTenant: AgencyTenant = {
  site: (baseURL, path) => new URL(path, baseURL).toString(),
  operator: 'ops@demo.test',
};

/**
 * A proprietor agency registered through the API, approved by the tenant's operator and funded; of Tripzen unless
 * another tenant is named.
 */
export async function registerFundedAgency(
  page: Page,
  baseURL: string | undefined,
  applicant: Applicant,
  openingFloat: number,
  tenant: AgencyTenant = TripzenTenant,
) {
  await page.goto(tenant.site(baseURL, '/'));
  const challenge = ok(
    await call<{ salt: string; challenge: string; maxNumber: number }>(
      page,
      'GET',
      '/identity/api/v1/Registration/Challenge',
      { bearer: null },
    ),
    'Challenge',
  );
  const emailReference = await proveAddress(page, 'Email', { email: applicant.email }, applicant.email);
  const phoneReference = await proveAddress(
    page,
    'Phone',
    { e164Code: '+880', phoneNumber: applicant.phone },
    `+880${applicant.phone}`,
  );
  const fields = {
    type: '1',
    corporate: 'false',
    companyName: applicant.company,
    firstName: 'Shirin',
    lastName: 'Akter',
    email: applicant.email,
    emailReference,
    e164Code: '+880',
    phoneNumber: applicant.phone,
    phoneReference,
    city: 'Sylhet',
    address: '7 Zindabazar Road',
    zipCode: '3100',
    password: applicant.password,
    consent: 'true',
    botCheck: solveBotCheck(challenge),
  };
  const registered = await page.evaluate(async (text) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(text)) form.append(name, value);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(120).fill(7)]);
    form.append('nationalIdFront', new Blob([png], { type: 'image/png' }), 'front.png');
    form.append('nationalIdBack', new Blob([png], { type: 'image/png' }), 'back.png');
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
    form.append('tradeLicense', new Blob([pdf], { type: 'application/pdf' }), 'licence.pdf');
    const response = await fetch('/identity/api/v1/Registration/Register', {
      method: 'POST',
      headers: { 'X-Channel-Id': '1', 'X-Device-Type': 'web' },
      body: form,
    });
    return { status: response.status, data: (await response.json()) as { agencyId: string } };
  }, fields);
  const { agencyId } = ok(registered, 'Register');

  const operator = await signInThroughApi(page, tenant.operator, 'Demo@1234');
  ok(
    await call(page, 'POST', '/backoffice/api/v1/Registration/Approve', {
      body: { agencyId },
      bearer: operator,
    }),
    'Approve',
  );
  ok(
    await call(page, 'POST', '/backoffice/api/v1/Wallet/PostAdjustment', {
      body: { agencyId, direction: 'credit', amount: openingFloat, currency: 'BDT', reason: 'Opening float' },
      bearer: operator,
      key: randomUUID(),
    }),
    'PostAdjustment',
  );
}
