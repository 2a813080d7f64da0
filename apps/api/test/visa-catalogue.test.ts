import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VisaCatalogueErrorCode,
  VisaCatalogueLimit,
  VisaOperatorPaths,
  VisaPaths,
  type CreateVisaProductBody,
  type OperatorVisaProduct,
  type OperatorVisaProductsPage,
  type VisaDestinations,
  type VisaProductView,
  type VisaSearchResponse,
} from '@portal/contracts';
import { buildAgency, buildUser } from '../src/db/seed/builders';
import { tenantToday } from '../src/lib/tenant-clock';
import { hosts, login } from './support/requests';
import { staffWith } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let agent: string;
let operator: string;
let skywayAgent: string;
let skywayOperator: string;
let agencyId: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = await login(t.app, 'agent@demo.test');
  operator = await login(t.app, 'ops@demo.test');
  skywayAgent = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
  await buildUser(t.db, { tenantId: 'skyway', email: 'visa-ops@skyway.test', password: 'Operator@123' });
  skywayOperator = await login(t.app, 'visa-ops@skyway.test', {
    host: hosts.skyway,
    password: 'Operator@123',
  });
  agencyId = (await buildAgency(t.db, { tenantId: 'bdfare', name: 'Visa Desk Travels' })).id;
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string, host: string = hosts.main) => ({ host, authorization: `Bearer ${token}` });

const get = (url: string, token: string, host?: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token, host) });
const post = (url: string, token: string, payload: unknown, host?: string) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token, host), payload: payload as object });

/** A day `days` from the tenant's today. */
const inDays = (days: number) =>
  new Date(Date.parse(`${tenantToday(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const searchBody = (overrides: Record<string, unknown> = {}) => ({
  nationality: 'BD',
  destination: 'AE',
  travelDate: inDays(30),
  applicants: { Adult: 1, Child: 0, Infant: 0 },
  ...overrides,
});

async function search(body: Record<string, unknown>, token = agent, host?: string) {
  const response = await post(VisaPaths.search, token, body, host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VisaSearchResponse>().offers;
}

async function destinations(token = agent, host?: string) {
  const response = await get(VisaPaths.destinations, token, host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VisaDestinations>();
}

async function operatorList(query = '', token = operator, host?: string) {
  const response = await get(`${VisaOperatorPaths.products}${query}`, token, host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OperatorVisaProductsPage>();
}

/** The seeded product of the operator's tenant for a destination and type. */
async function productId(destination: string, visaType: string, token = operator, host?: string) {
  const page = await operatorList(`?destination=${destination}`, token, host);
  const row = page.products.find((product) => product.visaType === visaType);
  if (!row) throw new Error(`No ${destination} ${visaType} product`);
  return row.productId;
}

const fees = (adult: number, child = adult, infant = child) => ({
  Adult: { governmentFee: adult, serviceFee: 100_000 },
  Child: { governmentFee: child, serviceFee: 100_000 },
  Infant: { governmentFee: infant, serviceFee: 50_000 },
});

const productBody = (overrides: Partial<Record<keyof CreateVisaProductBody, unknown>> = {}) => ({
  destination: 'KR',
  visaType: 'Tourist',
  title: 'South Korea Tourist Visa (C-3)',
  entries: 'Single',
  validityDays: 90,
  stayDays: 30,
  processingDays: 12,
  nationalities: ['BD'],
  fees: fees(350_000, 350_000, 0),
  checklist: [
    { code: 'PassportBioPage', description: 'Passport valid 6 months', required: true },
    { code: 'Photo', description: '35×45 mm, white background', required: true },
    { code: 'BankStatement', description: 'Last 6 months', required: true },
    { code: 'EmploymentLetter', description: 'NOC from the employer', required: false },
  ],
  notes: 'Submitted at the Korean visa application centre.',
  ...overrides,
});

async function createProduct(
  overrides: Parameters<typeof productBody>[0] = {},
  token = operator,
  host?: string,
) {
  const response = await post(VisaOperatorPaths.createProduct, token, productBody(overrides), host);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OperatorVisaProduct>();
}

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('visa destinations', () => {
  it('lists the countries with published products by name, with their types and the nationalities served', async () => {
    const answer = await destinations();
    const names = answer.destinations.map((destination) => destination.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(answer.destinations.find((destination) => destination.code === 'AE')).toEqual({
      code: 'AE',
      name: 'United Arab Emirates',
      visaTypes: ['Tourist', 'Business', 'Transit'],
      nationalities: ['BD', 'IN', 'NP', 'PK'],
    });
    expect(answer.destinations.find((destination) => destination.code === 'SA')?.visaTypes).toEqual([
      'Tourist',
      'Business',
      'Umrah',
      'Work',
    ]);
    // Every seeded country is one the country list names.
    expect(answer.destinations.every((destination) => destination.name !== destination.code)).toBe(true);
    for (const code of ['FR', 'DE', 'IT', 'ES', 'NL', 'CH', 'GB', 'US', 'CA', 'TH', 'MY', 'SG', 'IN']) {
      expect(answer.destinations.map((destination) => destination.code)).toContain(code);
    }
    expect(answer.nationalities).toEqual([
      { code: 'BD', name: 'Bangladesh' },
      { code: 'IN', name: 'India' },
      { code: 'NP', name: 'Nepal' },
      { code: 'PK', name: 'Pakistan' },
    ]);
  });

  it('leaves out unpublished products: the seeded Türkiye business visa is not on sale', async () => {
    const answer = await destinations();
    expect(answer.destinations.find((destination) => destination.code === 'TR')?.visaTypes).toEqual([
      'Tourist',
    ]);
  });

  it('shows a white-label tenant only its own catalogue', async () => {
    const answer = await destinations(skywayAgent, hosts.skyway);
    expect(answer.destinations.map((destination) => destination.code)).toEqual(['MY', 'SA', 'AE']);
    expect(answer.nationalities).toEqual([{ code: 'BD', name: 'Bangladesh' }]);
  });
});

describe('visa search', () => {
  it('prices each applicant type with government and service fees apart, and totals that add up', async () => {
    const offers = await search(
      searchBody({ visaType: 'Tourist', applicants: { Adult: 2, Child: 1, Infant: 1 } }),
    );
    expect(offers).toHaveLength(1);
    const [offer] = offers;
    expect(offer).toMatchObject({
      destination: { code: 'AE', name: 'United Arab Emirates' },
      visaType: 'Tourist',
      title: 'UAE Tourist e-Visa (30 days)',
      entries: 'Single',
      validityDays: 58,
      stayDays: 30,
      processingDays: 4,
      currency: 'BDT',
    });
    expect(offer?.lines).toEqual([
      {
        applicantType: 'Adult',
        count: 2,
        governmentFee: 980_000,
        serviceFee: 150_000,
        governmentFeeTotal: 1_960_000,
        serviceFeeTotal: 300_000,
        total: 2_260_000,
      },
      {
        applicantType: 'Child',
        count: 1,
        governmentFee: 980_000,
        serviceFee: 150_000,
        governmentFeeTotal: 980_000,
        serviceFeeTotal: 150_000,
        total: 1_130_000,
      },
      {
        applicantType: 'Infant',
        count: 1,
        governmentFee: 490_000,
        serviceFee: 100_000,
        governmentFeeTotal: 490_000,
        serviceFeeTotal: 100_000,
        total: 590_000,
      },
    ]);
    expect(offer).toMatchObject({
      governmentFeeTotal: 3_430_000,
      serviceFeeTotal: 550_000,
      total: 3_980_000,
    });
    // The checklist comes with the offer: the passport and the photo are required, the rest help.
    expect(offer?.checklist.filter((item) => item.required).map((item) => item.code)).toEqual([
      'PassportBioPage',
      'Photo',
    ]);
  });

  it('answers every type on sale for the destination, cheapest first, each line summing its fees', async () => {
    const offers = await search(searchBody({ applicants: { Adult: 1, Child: 2, Infant: 0 } }));
    expect(offers.map((offer) => offer.visaType)).toEqual(['Transit', 'Tourist', 'Business']);
    const totals = offers.map((offer) => offer.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const offer of offers) {
      expect(offer.lines.map((line) => line.applicantType)).toEqual(['Adult', 'Child']);
      for (const line of offer.lines) {
        expect(line.governmentFeeTotal).toBe(line.governmentFee * line.count);
        expect(line.serviceFeeTotal).toBe(line.serviceFee * line.count);
        expect(line.total).toBe(line.governmentFeeTotal + line.serviceFeeTotal);
      }
      expect(offer.governmentFeeTotal + offer.serviceFeeTotal).toBe(offer.total);
      expect(offer.lines.reduce((sum, line) => sum + line.total, 0)).toBe(offer.total);
    }
  });

  it('offers only the products open to the nationality', async () => {
    expect((await search(searchBody({ nationality: 'IN' }))).map((offer) => offer.visaType)).toEqual([
      'Transit',
      'Tourist',
    ]);
    expect(await search(searchBody({ nationality: 'PK', destination: 'FR' }))).toEqual([]);
    expect(await search(searchBody({ nationality: 'US' }))).toEqual([]);
    expect(await search(searchBody({ destination: 'KP' }))).toEqual([]);
  });

  it('says by when to apply for the usual processing to end before travel', async () => {
    const [soon] = await search(searchBody({ visaType: 'Tourist', travelDate: inDays(2) }));
    expect(soon).toMatchObject({ applyBy: inDays(-2), enoughTime: false });
    const [later] = await search(searchBody({ visaType: 'Tourist', travelDate: inDays(30) }));
    expect(later).toMatchObject({ applyBy: inDays(26), enoughTime: true });
    const [today] = await search(searchBody({ visaType: 'Tourist', travelDate: inDays(4) }));
    expect(today).toMatchObject({ applyBy: inDays(0), enoughTime: true });
  });

  it('refuses a travel date in the past or beyond the selling window, naming the field', async () => {
    const past = await post(VisaPaths.search, agent, searchBody({ travelDate: inDays(-1) }));
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'travelDate: Travel date cannot be in the past',
    });
    const far = await post(
      VisaPaths.search,
      agent,
      searchBody({ travelDate: inDays(VisaCatalogueLimit.maxDaysAhead + 1) }),
    );
    expect(far.statusCode).toBe(400);
    expect(errorOf(far).message).toContain('travelDate');
    expect((await post(VisaPaths.search, agent, searchBody({ travelDate: inDays(0) }))).statusCode).toBe(200);
  });

  it('refuses applicant counts of none, or over nine together', async () => {
    const none = await post(
      VisaPaths.search,
      agent,
      searchBody({ applicants: { Adult: 0, Child: 0, Infant: 0 } }),
    );
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toContain('At least one applicant is required');
    const many = await post(
      VisaPaths.search,
      agent,
      searchBody({ applicants: { Adult: 5, Child: 3, Infant: 2 } }),
    );
    expect(many.statusCode).toBe(400);
    expect(errorOf(many).message).toContain('At most 9 applicants per application');
  });

  it('shows a white-label tenant’s agency its own products and fees only', async () => {
    const offers = await search(searchBody(), skywayAgent, hosts.skyway);
    expect(offers.map((offer) => offer.title)).toEqual(['Dubai Visit Visa (30 days)']);
    expect(offers[0]?.lines[0]).toMatchObject({ governmentFee: 990_000, serviceFee: 180_000 });
    // Its unpublished Thailand product is not on sale; the provider's is not its to sell.
    expect(await search(searchBody({ destination: 'TH' }), skywayAgent, hosts.skyway)).toEqual([]);
  });
});

describe('visa product detail', () => {
  it('answers a published product with its entries, validity, stay, processing, fees and checklist', async () => {
    const id = await productId('FR', 'Tourist');
    const response = await get(`${VisaPaths.product}?productId=${id}`, agent);
    expect(response.statusCode, response.body).toBe(200);
    const product = response.json<VisaProductView>();
    expect(product).toMatchObject({
      productId: id,
      destination: { code: 'FR', name: 'France' },
      visaType: 'Tourist',
      entries: 'Single',
      validityDays: 90,
      stayDays: 30,
      processingDays: 15,
      nationalities: ['BD'],
      currency: 'BDT',
      fees: {
        Adult: { governmentFee: 1_520_000, serviceFee: 500_000 },
        Child: { governmentFee: 930_000, serviceFee: 400_000 },
        Infant: { governmentFee: 340_000, serviceFee: 300_000 },
      },
    });
    const required = product.checklist.filter((item) => item.required).map((item) => item.code);
    expect(required).toEqual([
      'PassportBioPage',
      'Photo',
      'BankStatement',
      'BankSolvency',
      'TravelInsurance',
      'HotelBooking',
      'FlightItinerary',
    ]);
    expect(product.checklist.find((item) => item.code === 'Photo')?.description).toContain('35×45 mm');
    expect(product.notes).toContain('VFS Global');
  });

  it('answers 404 for an unpublished product, another tenant’s, or one that never was; 400 for a bad id', async () => {
    const unpublished = await productId('TR', 'Business');
    const skywayProduct = await productId('AE', 'Tourist', skywayOperator, hosts.skyway);
    for (const id of [unpublished, skywayProduct, randomUUID()]) {
      const response = await get(`${VisaPaths.product}?productId=${id}`, agent);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        code: VisaCatalogueErrorCode.ProductNotFound,
        message: 'This visa product was not found.',
      });
    }
    expect((await get(`${VisaPaths.product}?productId=1%20or%201=1`, agent)).statusCode).toBe(400);
    expect((await get(VisaPaths.product, agent)).statusCode).toBe(400);
  });
});

describe('visa catalogue permissions', () => {
  it('admits agency users holding SearchVisa (260) and refuses staff without it', async () => {
    const searcher = await staffWith(t.app, t.db, agencyId, ['SearchVisa']);
    const flightsOnly = await staffWith(t.app, t.db, agencyId, ['Search', 'SearchHotel', 'ShowVisaQueue']);
    const id = await productId('AE', 'Tourist');
    for (const [token, status] of [
      [searcher, 200],
      [flightsOnly, 403],
    ] as const) {
      expect((await get(VisaPaths.destinations, token)).statusCode).toBe(status);
      expect((await post(VisaPaths.search, token, searchBody())).statusCode).toBe(status);
      expect((await get(`${VisaPaths.product}?productId=${id}`, token)).statusCode).toBe(status);
    }
  });

  it('keeps operators off the agency calls and agencies off the operators’ editor', async () => {
    expect((await get(VisaPaths.destinations, operator)).statusCode).toBe(403);
    expect((await post(VisaPaths.search, operator, searchBody())).statusCode).toBe(403);
    expect((await get(VisaOperatorPaths.products, agent)).statusCode).toBe(403);
    const created = await post(VisaOperatorPaths.createProduct, agent, productBody({ destination: 'BT' }));
    expect(created.statusCode).toBe(403);
    expect((await operatorList('?destination=BT')).total).toBe(0);
  });

  it('asks for a session', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: VisaPaths.destinations,
      headers: { host: hosts.main },
    });
    expect(anonymous.statusCode).toBe(401);
    const write = await t.app.inject({
      method: 'POST',
      url: VisaOperatorPaths.createProduct,
      headers: { host: hosts.main },
      payload: productBody(),
    });
    expect(write.statusCode).toBe(401);
  });
});

describe('operators’ visa products', () => {
  it('lists the tenant’s products by destination name, with counts per status, filters and paging', async () => {
    const first = await operatorList();
    expect(first.pageSize).toBe(VisaCatalogueLimit.pageSize);
    expect(first.products).toHaveLength(VisaCatalogueLimit.pageSize);
    expect(first.counts.Unpublished).toBeGreaterThanOrEqual(1);
    expect(first.total).toBe(first.counts.Published + first.counts.Unpublished);
    const second = await operatorList('?page=2');
    const names = [...first.products, ...second.products].map((row) => row.destination.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(second.products).toHaveLength(first.total - VisaCatalogueLimit.pageSize);

    const uae = await operatorList('?search=emirates');
    expect(uae.products.map((row) => row.visaType)).toEqual(['Tourist', 'Business', 'Transit']);
    expect(uae.products[0]).toMatchObject({
      destination: { code: 'AE', name: 'United Arab Emirates' },
      status: 'Published',
      adultTotal: 1_130_000,
      currency: 'BDT',
    });
    expect((await operatorList('?search=Schengen')).total).toBe(7);
    const unpublished = await operatorList('?status=Unpublished');
    expect(unpublished.products.every((row) => row.status === 'Unpublished')).toBe(true);
    expect(unpublished.total).toBe(first.counts.Unpublished);
  });

  it('creates a product unpublished, out of search until published, then on sale at its fees', async () => {
    const created = await createProduct();
    expect(created).toMatchObject({
      destination: { code: 'KR', name: 'South Korea' },
      status: 'Unpublished',
      currency: 'BDT',
      fees: fees(350_000, 350_000, 0),
    });
    expect(created.createdAt).toBe(created.updatedAt);
    expect(await search(searchBody({ destination: 'KR' }))).toEqual([]);
    expect((await get(`${VisaPaths.product}?productId=${created.productId}`, agent)).statusCode).toBe(404);

    const published = await post(VisaOperatorPaths.publishProduct, operator, {
      productId: created.productId,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<OperatorVisaProduct>().status).toBe('Published');
    const [offer] = await search(
      searchBody({ destination: 'KR', applicants: { Adult: 1, Child: 0, Infant: 1 } }),
    );
    expect(offer).toMatchObject({
      productId: created.productId,
      governmentFeeTotal: 350_000,
      serviceFeeTotal: 150_000,
    });
    expect(
      (await destinations()).destinations.find((destination) => destination.code === 'KR'),
    ).toBeDefined();

    const again = await post(VisaOperatorPaths.publishProduct, operator, { productId: created.productId });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe(VisaCatalogueErrorCode.AlreadyPublished);
  });

  it('updates every field and keeps the status; searches price at the new fees', async () => {
    const created = await createProduct({ destination: 'MV', title: 'Maldives Tourist Visa' });
    await post(VisaOperatorPaths.publishProduct, operator, { productId: created.productId });
    const response = await post(VisaOperatorPaths.updateProduct, operator, {
      productId: created.productId,
      ...productBody({
        destination: 'MV',
        title: 'Maldives Tourist Visa (on arrival, pre-approved)',
        entries: 'Multiple',
        validityDays: 30,
        stayDays: 30,
        processingDays: 2,
        nationalities: ['BD', 'IN'],
        fees: fees(0, 0, 0),
        checklist: [
          { code: 'PassportBioPage', description: 'Passport valid 6 months', required: true },
          { code: 'HotelBooking', description: 'Confirmed resort booking', required: true },
        ],
        notes: 'Free visa on arrival; we file the traveller declaration.',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<OperatorVisaProduct>();
    expect(updated).toMatchObject({
      status: 'Published',
      title: 'Maldives Tourist Visa (on arrival, pre-approved)',
      entries: 'Multiple',
      nationalities: ['BD', 'IN'],
      checklist: [
        { code: 'PassportBioPage', required: true },
        { code: 'HotelBooking', required: true },
      ],
      createdAt: created.createdAt,
    });
    const [offer] = await search(searchBody({ destination: 'MV', nationality: 'IN' }));
    expect(offer).toMatchObject({
      governmentFeeTotal: 0,
      serviceFeeTotal: 100_000,
      total: 100_000,
      processingDays: 2,
    });
  });

  it('unpublishes: gone from search, destinations and detail; unpublishing twice is 409', async () => {
    const created = await createProduct({ destination: 'BT', title: 'Bhutan Tourist Permit' });
    await post(VisaOperatorPaths.publishProduct, operator, { productId: created.productId });
    expect(await search(searchBody({ destination: 'BT' }))).toHaveLength(1);

    const response = await post(VisaOperatorPaths.unpublishProduct, operator, {
      productId: created.productId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OperatorVisaProduct>().status).toBe('Unpublished');
    expect(await search(searchBody({ destination: 'BT' }))).toEqual([]);
    expect(
      (await destinations()).destinations.find((destination) => destination.code === 'BT'),
    ).toBeUndefined();
    expect((await get(`${VisaPaths.product}?productId=${created.productId}`, agent)).statusCode).toBe(404);
    // The operators still read it.
    const kept = await get(`${VisaOperatorPaths.product}?productId=${created.productId}`, operator);
    expect(kept.json<OperatorVisaProduct>()).toMatchObject({
      status: 'Unpublished',
      title: 'Bhutan Tourist Permit',
    });

    const again = await post(VisaOperatorPaths.unpublishProduct, operator, { productId: created.productId });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe(VisaCatalogueErrorCode.AlreadyUnpublished);
  });

  it('refuses a second product for the same destination and visa type (409), on create and on update', async () => {
    const duplicate = await post(
      VisaOperatorPaths.createProduct,
      operator,
      productBody({ destination: 'AE' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toEqual({
      code: VisaCatalogueErrorCode.ProductExists,
      message: 'A product for this destination and visa type already exists.',
    });

    const created = await createProduct({ destination: 'KH', title: 'Cambodia e-Visa' });
    const moved = await post(VisaOperatorPaths.updateProduct, operator, {
      productId: created.productId,
      ...productBody({ destination: 'TH' }),
    });
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved).code).toBe(VisaCatalogueErrorCode.ProductExists);
    const unchanged = await get(`${VisaOperatorPaths.product}?productId=${created.productId}`, operator);
    expect(unchanged.json<OperatorVisaProduct>().destination.code).toBe('KH');

    // Another type for the same destination is a product of its own.
    await createProduct({ destination: 'KH', visaType: 'Business', title: 'Cambodia Business Visa' });
    // The same destination and type in another tenant is that tenant's own.
    await createProduct({ destination: 'KH', title: 'Cambodia e-Visa' }, skywayOperator, hosts.skyway);
  });

  it('refuses fields that break the editor’s rules, naming the field, and stores nothing', async () => {
    const before = (await operatorList()).total;
    const cases: [Record<string, unknown>, string][] = [
      [{ stayDays: 91 }, 'stayDays: The stay cannot be longer than the validity'],
      [{ destination: 'ZZ' }, 'destination: Country is not known'],
      [{ nationalities: ['BD', 'XX'] }, 'nationalities.1: Country is not known'],
      [{ destination: 'kr' }, 'Country codes are two capital letters'],
      [{ nationalities: [] }, 'At least one nationality is required'],
      [{ nationalities: ['BD', 'BD'] }, 'Each nationality is listed once'],
      [{ title: '   ' }, 'Please enter a title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ checklist: [] }, 'The checklist needs at least the passport bio page'],
      [
        { checklist: [{ code: 'Photo', description: 'White background', required: true }] },
        'The passport bio page must be a required document',
      ],
      [
        { checklist: [{ code: 'PassportBioPage', description: 'Bio page', required: false }] },
        'The passport bio page must be a required document',
      ],
      [
        {
          checklist: [
            { code: 'PassportBioPage', description: 'Bio page', required: true },
            { code: 'PassportBioPage', description: 'Again', required: true },
          ],
        },
        'Each document is listed once',
      ],
      [{ checklist: [{ code: 'Horoscope', description: 'x', required: true }] }, 'checklist'],
      [{ fees: { ...fees(1), Adult: { governmentFee: -1, serviceFee: 0 } } }, 'fees.Adult.governmentFee'],
      [{ fees: { ...fees(1), Adult: { governmentFee: 10.5, serviceFee: 0 } } }, 'fees.Adult.governmentFee'],
      [{ fees: { Adult: fees(1).Adult, Child: fees(1).Child } }, 'fees.Infant'],
      [{ processingDays: 0 }, 'processingDays'],
      [{ validityDays: 3651, stayDays: 30 }, 'validityDays'],
      [{ visaType: 'Medical' }, 'visaType'],
      [{ entries: 'Unlimited' }, 'entries'],
      [{ currency: 'USD' }, 'currency'],
      [{ status: 'Published' }, 'status'],
    ];
    for (const [overrides, message] of cases) {
      const response = await post(
        VisaOperatorPaths.createProduct,
        operator,
        productBody({ destination: 'LA', ...overrides }),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response).message, JSON.stringify(overrides)).toContain(message);
    }
    expect((await operatorList()).total).toBe(before);
  });

  it('answers 404 for another tenant’s product on every operator call', async () => {
    const provider = await productId('FR', 'Tourist');
    const calls = [
      get(`${VisaOperatorPaths.product}?productId=${provider}`, skywayOperator, hosts.skyway),
      post(VisaOperatorPaths.publishProduct, skywayOperator, { productId: provider }, hosts.skyway),
      post(VisaOperatorPaths.unpublishProduct, skywayOperator, { productId: provider }, hosts.skyway),
      post(
        VisaOperatorPaths.updateProduct,
        skywayOperator,
        { productId: provider, ...productBody({ destination: 'FR' }) },
        hosts.skyway,
      ),
      post(VisaOperatorPaths.publishProduct, operator, { productId: randomUUID() }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorOf(response).code).toBe(VisaCatalogueErrorCode.ProductNotFound);
    }
    const skyway = await operatorList('', skywayOperator, hosts.skyway);
    expect(skyway.products.some((row) => row.productId === provider)).toBe(false);
    const france = await get(`${VisaOperatorPaths.product}?productId=${provider}`, operator);
    expect(france.json<OperatorVisaProduct>()).toMatchObject({
      status: 'Published',
      title: 'France Schengen Tourist Visa',
    });
  });
});

describe('hostile input to the visa catalogue', () => {
  it('takes wildcards and quotes in the list search as plain text', async () => {
    for (const text of ['%', '_', "' or '1'='1", '\\', '%25%5F']) {
      expect((await operatorList(`?search=${encodeURIComponent(text)}`)).total).toBe(0);
    }
    expect((await get(`${VisaOperatorPaths.products}?search=${'a'.repeat(101)}`, operator)).statusCode).toBe(
      400,
    );
    expect((await get(`${VisaOperatorPaths.products}?page=0`, operator)).statusCode).toBe(400);
    expect((await get(`${VisaOperatorPaths.products}?status=Deleted`, operator)).statusCode).toBe(400);
    expect((await get(`${VisaOperatorPaths.products}?destination=AE&extra=1`, operator)).statusCode).toBe(
      400,
    );
  });

  it('refuses unknown fields, wrong types and malformed codes in a search', async () => {
    const bodies: Record<string, unknown>[] = [
      searchBody({ destination: 'ae' }),
      searchBody({ destination: 'UAE' }),
      searchBody({ nationality: '' }),
      searchBody({ visaType: 'Medical' }),
      searchBody({ travelDate: '2026-02-30' }),
      searchBody({ travelDate: '30/06/2026' }),
      searchBody({ applicants: { Adult: 1.5, Child: 0, Infant: 0 } }),
      searchBody({ applicants: { Adult: -1, Child: 2, Infant: 0 } }),
      searchBody({ applicants: { Adult: 1 } }),
      searchBody({ applicants: { Adult: 1, Child: 0, Infant: 0, Senior: 1 } }),
      searchBody({ admin: true }),
    ];
    for (const body of bodies) {
      const response = await post(VisaPaths.search, agent, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    // A prototype key is refused by the JSON parser itself, before any schema sees it.
    const polluting = await t.app.inject({
      method: 'POST',
      url: VisaPaths.search,
      headers: { ...bearer(agent), 'content-type': 'application/json' },
      payload: `{"__proto__": {"polluted": true}, ${JSON.stringify(searchBody()).slice(1)}`,
    });
    expect(polluting.statusCode).toBe(400);
    expect(errorOf(polluting).code).toBe('MALFORMED_JSON');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('trims strings before validation and refuses a body that is not JSON', async () => {
    const offers = await search(
      searchBody({ nationality: ' BD ', destination: ' AE ', visaType: 'Tourist' }),
    );
    expect(offers).toHaveLength(1);
    const text = await t.app.inject({
      method: 'POST',
      url: VisaPaths.search,
      headers: { ...bearer(agent), 'content-type': 'text/plain' },
      payload: 'nationality=BD',
    });
    expect(text.statusCode).toBe(415);
  });
});
