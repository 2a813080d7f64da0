import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  IdempotencyHeader,
  VisaOperatorPaths,
  VisaPaths,
  type ApplyVisaBodyInput,
  type VisaApplicantInput,
  type VisaApplication,
  type VisaChecklistItem,
  type VisaFees,
  type VisaProductStatus,
  type VisaType,
  type VisaUpload,
  Functionality,
  type FunctionalityName,
} from '@portal/contracts';
import type { Db } from '../../src/db/client';
import {
  insertVisaProduct,
  listTenantVisaProducts,
  moveVisaProductStatus,
  updateVisaProduct,
  type VisaProductFields,
  type VisaProductRow,
} from '../../src/modules/visa/visa-product.repository';
import { afterSalesClock, type AfterSalesClock } from './after-sales';
import { dhakaDate } from './flight';
import { expectLedgerBalanced } from './ledger-audit';
import { buildAgency, buildRole, buildUser } from '../../src/db/seed/builders';
import { adjust } from './money';
import { jpegBytes, multipart, nextAddress, pdfBytes, pngBytes } from './registration';
import { login } from './requests';
import { createTestApp, type TestApp } from './test-app';

export type VisaProduct = VisaProductRow;

/** The demo tenants' hosts. */
export const visaHosts = { bdfare: 'localhost', tripzen: 'tripzen.localhost' } as const;

/** UAE tourist fees in poisha: the embassy's fee and ours per applicant type. */
export const uaeFees: VisaFees = {
  Adult: { governmentFee: 6_500_00, serviceFee: 1_500_00 },
  Child: { governmentFee: 4_500_00, serviceFee: 1_000_00 },
  Infant: { governmentFee: 2_000_00, serviceFee: 500_00 },
};

export const uaeChecklist: VisaChecklistItem[] = [
  { code: 'PassportBioPage', description: 'Colour scan of the bio page', required: true },
  { code: 'Photo', description: '35×45 mm, white background', required: true },
  { code: 'BankStatement', description: 'Last 6 months, bank seal', required: false },
];

const countries = ['AE', 'TH', 'MY', 'SG', 'IN', 'TR', 'VN', 'LK', 'NP', 'QA', 'OM', 'EG', 'JP', 'CN', 'ID'];
const visaTypes: VisaType[] = ['Tourist', 'Business', 'Transit', 'Work', 'Student', 'Family'];

/** What a test may say of a product: any of its fields, its tenant and its status. */
export type VisaProductInput = Partial<VisaProductFields> & { tenantId?: string; status?: VisaProductStatus };

/**
 * A visa product of a tenant as the operators keep it (a published UAE-like tourist visa for BD passports unless
 * told), written through the catalogue's repository. A destination and type the tenant already sells (the seeded
 * catalogue has most) is that product, edited to these fields as an operator would edit it, so the fees and
 * checklist the tests count on are the ones given here. Without both named, the first destination and type the
 * tenant does not sell yet.
 */
export async function buildVisaProduct(db: Db, input: VisaProductInput = {}): Promise<VisaProduct> {
  const { tenantId = 'bdfare', status = 'Published', ...given } = input;
  const now = new Date();
  const sold = await listTenantVisaProducts(db, tenantId, {});
  const isSold = (countryCode: string, visaType: VisaType) =>
    sold.some((row) => row.countryCode === countryCode && row.visaType === visaType);
  const free = visaTypes
    .flatMap((visaType) => countries.map((countryCode) => ({ countryCode, visaType })))
    .find(
      (pair) =>
        (!given.countryCode || pair.countryCode === given.countryCode) &&
        (!given.visaType || pair.visaType === given.visaType) &&
        !isSold(pair.countryCode, pair.visaType),
    );
  const fields: VisaProductFields = {
    countryCode: given.countryCode ?? free?.countryCode ?? 'AE',
    visaType: given.visaType ?? free?.visaType ?? 'Tourist',
    title: 'UAE Tourist Visa 30 Days',
    entries: 'Single',
    validityDays: 58,
    stayDays: 30,
    processingDays: 4,
    nationalities: ['BD'],
    currency: 'BDT',
    fees: uaeFees,
    checklist: uaeChecklist,
    notes: 'Apply at least 7 working days before travel.',
    ...given,
  };
  const existing = sold.find(
    (row) => row.countryCode === fields.countryCode && row.visaType === fields.visaType,
  );
  if (!existing) {
    const row = await insertVisaProduct(db, tenantId, { fields, status, now });
    if (!row)
      throw new Error(`visa product ${fields.countryCode} ${fields.visaType} of ${tenantId} not stored`);
    return row;
  }
  const edited = await updateVisaProduct(db, tenantId, existing.id, { fields, now });
  if (!edited || edited === 'duplicate') throw new Error(`visa product ${existing.id} not edited`);
  if (edited.status === status) return edited;
  const moved = await moveVisaProductStatus(db, tenantId, edited.id, {
    from: edited.status,
    to: status,
    now,
  });
  if (!moved) throw new Error(`visa product ${edited.id} not moved to ${status}`);
  return moved;
}

export const authOf = (token: string, host: string = visaHosts.bdfare) => ({
  host,
  authorization: `Bearer ${token}`,
});

export type FileKind = 'png' | 'jpeg' | 'pdf';
const fileOf: Record<FileKind, () => { content: Buffer; contentType: string; filename: string }> = {
  png: () => ({ content: pngBytes(), contentType: 'image/png', filename: 'passport.png' }),
  jpeg: () => ({ content: jpegBytes(), contentType: 'image/jpeg', filename: 'photo.jpg' }),
  pdf: () => ({ content: pdfBytes(), contentType: 'application/pdf', filename: 'statement.pdf' }),
};

/** Sends one file as the booking page does (multipart, field `file`) to an upload path. */
export function sendFile(
  app: FastifyInstance,
  token: string,
  file: { content: Buffer; contentType: string; filename: string },
  options: { path?: string; fields?: Record<string, string>; host?: string } = {},
) {
  const body = multipart(options.fields ?? {}, [{ name: 'file', ...file }]);
  return app.inject({
    method: 'POST',
    url: options.path ?? VisaPaths.uploadDocument,
    headers: { ...authOf(token, options.host), 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Uploads a small valid file and answers its upload id. */
export async function uploadId(
  app: FastifyInstance,
  token: string,
  kind: FileKind = 'png',
  host?: string,
): Promise<string> {
  const response = await sendFile(app, token, fileOf[kind](), host ? { host } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VisaUpload>().uploadId;
}

let passportCounter = 0;
/** An adult applicant (30 years old, passport valid 5 years) with the UAE checklist's required documents. */
export async function adultApplicant(
  app: FastifyInstance,
  token: string,
  overrides: Partial<VisaApplicantInput> = {},
): Promise<VisaApplicantInput> {
  passportCounter += 1;
  return {
    applicantType: 'Adult',
    title: 'Mr',
    firstName: 'Karim',
    lastName: `Hossain${String.fromCharCode(97 + (passportCounter % 26))}`,
    gender: 'Male',
    dateOfBirth: dhakaDate(-30 * 365),
    nationality: 'BD',
    passportNumber: `A${String(10_000_000 + passportCounter)}`,
    passportExpiresOn: dhakaDate(5 * 365),
    documents: [
      { code: 'PassportBioPage', uploadId: await uploadId(app, token, 'pdf') },
      { code: 'Photo', uploadId: await uploadId(app, token, 'jpeg') },
    ],
    ...overrides,
  };
}

/** A child applicant of 8 on the travel date, with its documents. */
export async function childApplicant(
  app: FastifyInstance,
  token: string,
  overrides: Partial<VisaApplicantInput> = {},
) {
  return adultApplicant(app, token, {
    applicantType: 'Child',
    title: 'Mstr',
    firstName: 'Rafi',
    dateOfBirth: dhakaDate(-8 * 365),
    ...overrides,
  });
}

/** The travel date the tests apply for: three weeks ahead. */
export const travelDate = () => dhakaDate(21);

/** What the applicants pay at these fees (the UAE product's unless told): the total the offer shows. */
export function totalOf(
  applicants: readonly { applicantType: VisaApplicantInput['applicantType'] }[],
  fees = uaeFees,
) {
  const amount = applicants.reduce(
    (sum, { applicantType }) => sum + fees[applicantType].governmentFee + fees[applicantType].serviceFee,
    0,
  );
  return { amount, currency: 'BDT' };
}

/** An Apply body agreeing to the total the UAE fees give (a product of other fees names its own expectedTotal). */
export function applyBody(
  productId: string,
  applicants: VisaApplicantInput[],
  overrides: Partial<ApplyVisaBodyInput> = {},
): ApplyVisaBodyInput {
  return {
    productId,
    nationality: 'BD',
    travelDate: travelDate(),
    expectedTotal: totalOf(applicants),
    applicants,
    ...overrides,
  };
}

export function apply(
  app: FastifyInstance,
  token: string,
  body: unknown,
  key: string | null = randomUUID(),
  host?: string,
) {
  return app.inject({
    method: 'POST',
    url: VisaPaths.apply,
    headers: { ...authOf(token, host), ...(key ? { [IdempotencyHeader]: key } : {}) },
    payload: body as object,
  });
}

export function visaGet(
  app: FastifyInstance,
  token: string,
  url: string,
  query: Record<string, string> = {},
  host?: string,
) {
  return app.inject({ method: 'GET', url, headers: authOf(token, host), query });
}

export function visaPost(
  app: FastifyInstance,
  token: string,
  url: string,
  body: unknown,
  options: { key?: string | null; host?: string } = {},
) {
  const key = options.key === undefined ? null : options.key;
  return app.inject({
    method: 'POST',
    url,
    headers: { ...authOf(token, options.host), ...(key ? { [IdempotencyHeader]: key } : {}) },
    payload: body as object,
  });
}

export const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

export interface VisaSuite {
  t: TestApp;
  app: FastifyInstance;
  db: Db;
  operator: string;
  clock: AfterSalesClock;
  /** An agency of its own, funded (BDT 5 lakh unless told), with its owner signed in. */
  fundedAgency: (name: string, amount?: number) => Promise<{ agencyId: string; token: string }>;
  /** A published product of the default tenant, the same for the whole file. */
  product: VisaProduct;
  /** How many files the store holds: a refused upload must leave it as it was. */
  storedFiles: () => Promise<number>;
}

/**
 * One test app for a file, on a movable business clock, with an operator signed in and a published UAE product;
 * after every test the clock is put back and the ledger audit must hold.
 */
export function useVisaApp(): VisaSuite {
  const clock = afterSalesClock();
  const suite = { clock } as VisaSuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ now: clock.now, env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
    suite.app = suite.t.app;
    suite.db = suite.t.db;
    suite.operator = await login(suite.app, 'ops@demo.test');
    suite.fundedAgency = (name, amount = 500_000_00) => fundedAgency(suite, name, amount);
    suite.product = await buildVisaProduct(suite.db, { countryCode: 'AE', visaType: 'Tourist' });
    suite.storedFiles = async () =>
      (await readdir(path.join(suite.app.env.DATA_DIR, 'uploads')).catch(() => [])).length;
  }, 180_000);
  afterEach(async () => {
    clock.reset();
    await expectLedgerBalanced(suite.app, suite.operator);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
}

/**
 * An agency of its own whose wallet an operator credited (none when `amount` is 0), its owner signed in from an
 * address of their own (logins are limited per address, and a file here signs in dozens of owners).
 */
async function fundedAgency(suite: VisaSuite, name: string, amount: number) {
  const agency = await buildAgency(suite.db, { tenantId: 'bdfare', name });
  const email = `owner-${randomUUID().slice(0, 8)}@visa.test`;
  await buildUser(suite.db, { tenantId: 'bdfare', agencyId: agency.id, email, password: 'Visa@12345' });
  const token = await login(suite.app, email, { password: 'Visa@12345', remoteAddress: nextAddress() });
  if (amount > 0) {
    const credited = await adjust(suite.app, suite.operator, {
      agencyId: agency.id,
      direction: 'credit',
      amount,
      reason: 'Opening float',
    });
    if (credited.statusCode !== 200)
      throw new Error(`opening float: ${credited.statusCode} ${credited.body}`);
  }
  return { agencyId: agency.id, token };
}

/** Applies for two adults (and any more applicants given) and answers the application. */
export async function applied(
  suite: VisaSuite,
  token: string,
  options: { product?: VisaProduct; applicants?: VisaApplicantInput[] } = {},
): Promise<VisaApplication> {
  const applicants = options.applicants ?? [
    await adultApplicant(suite.app, token),
    await adultApplicant(suite.app, token, { title: 'Mrs', firstName: 'Salma', gender: 'Female' }),
  ];
  const product = options.product ?? suite.product;
  const response = await apply(
    suite.app,
    token,
    applyBody(product.id, applicants, { expectedTotal: totalOf(applicants, product.fees) }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VisaApplication>();
}

/** An operator step on an application (AskCorrection, Submit, Approve, Reject). */
export function operatorStep(
  suite: VisaSuite,
  path: keyof typeof VisaOperatorPaths,
  body: Record<string, unknown>,
  token = suite.operator,
) {
  return visaPost(suite.app, token, VisaOperatorPaths[path], body);
}

/** Attaches a visa file to one applicant as an operator. */
export function uploadVisaFile(
  suite: VisaSuite,
  orderReference: string,
  applicantId: string,
  kind: FileKind = 'pdf',
  token = suite.operator,
) {
  return sendFile(suite.app, token, fileOf[kind](), {
    path: VisaOperatorPaths.uploadVisa,
    fields: { orderReference, applicantId },
  });
}

export { fileOf };

/** A staff member of the agency whose role holds exactly these functionalities, signed in from an address of their own. */
export async function visaStaff(suite: VisaSuite, agencyId: string, functionalities: FunctionalityName[]) {
  const role = await buildRole(suite.db, {
    tenantId: 'bdfare',
    agencyId,
    name: `Role ${randomUUID().slice(0, 6)}`,
    functionalities: functionalities.map((name) => Functionality[name]),
  });
  const email = `staff-${randomUUID().slice(0, 8)}@visa.test`;
  await buildUser(suite.db, {
    tenantId: 'bdfare',
    agencyId,
    role: 'staff',
    roleId: role.id,
    email,
    password: 'Staff@1234',
  });
  return login(suite.app, email, { password: 'Staff@1234', remoteAddress: nextAddress() });
}
