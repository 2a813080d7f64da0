import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BankAccountErrorCode,
  BankAccountLimit,
  BankAccountMessage,
  Functionality,
  PaymentPaths,
  UtilityPaths,
  ZBannerListResponse,
  ZBankAccountResponse,
  ZLoadBankAccountsResponse,
  ZProviderBankAccountsResponse,
  type AddBankAccountRequest,
  type AgencyBankAccount,
  type ErrorBody,
} from '@portal/contracts';
import {
  buildAgency,
  buildAgencyBankAccount,
  buildProviderBankAccount,
  buildRole,
  buildUser,
} from '../src/db/seed/builders';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

/** Where the web app's static files live before the build copies them. */
const webPublic = resolve(import.meta.dirname, '../../web/public');
const paths = PaymentPaths.bankAccount;
const password = 'Owner@1234';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface CallOptions {
  token?: string;
  host?: string;
  query?: Record<string, string>;
  payload?: unknown;
}

const call = (method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
  t.app.inject({
    method,
    url,
    query: options.query,
    headers: {
      host: options.host ?? hosts.main,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

const providerAccounts = async (token: string, host: string = hosts.main) => {
  const response = await call('GET', paths.providerDetails, { token, host });
  expect(response.statusCode).toBe(200);
  return ZProviderBankAccountsResponse.parse(response.json()).bankAccounts;
};

/** Sessions are reused: sign-ins are rate limited per address and tenant, as in production. */
const sessions = new Map<string, Promise<string>>();
const signIn = (email: string, options: { host?: string; password?: string } = {}) => {
  const key = `${options.host ?? hosts.main}|${email}`;
  let token = sessions.get(key);
  if (!token) {
    token = login(t.app, email, options);
    sessions.set(key, token);
  }
  return token;
};

let agencyCount = 0;
/** A new agency of its own with a signed-in owner, so each test starts from no accounts. */
async function newAgency(tenantId = 'bdfare'): Promise<{ agencyId: string; token: string }> {
  agencyCount += 1;
  const agency = await buildAgency(t.db, { tenantId, name: `Bank Test Travels ${agencyCount}` });
  const email = `owner${agencyCount}@banktest.test`;
  await buildUser(t.db, { tenantId, agencyId: agency.id, role: 'agent', email, password });
  const host = tenantId === 'bdfare' ? hosts.main : `${tenantId}.localhost`;
  return { agencyId: agency.id, token: await signIn(email, { password, host }) };
}

const account = (overrides: Partial<AddBankAccountRequest> = {}): AddBankAccountRequest => ({
  bankName: 'BRAC Bank PLC',
  accountName: 'Bank Test Travels',
  accountNumber: '1501204567830099',
  branchName: 'Banani Branch, Dhaka',
  routingNo: '060260435',
  swiftCode: 'BRAKBDDH',
  ...overrides,
});

async function add(token: string, body: unknown): Promise<AgencyBankAccount> {
  const response = await call('POST', paths.add, { token, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return ZBankAccountResponse.parse(response.json()).bankAccount;
}

async function load(token: string): Promise<AgencyBankAccount[]> {
  const response = await call('GET', paths.load, { token });
  expect(response.statusCode, response.body).toBe(200);
  return ZLoadBankAccountsResponse.parse(response.json()).bankAccounts;
}

/** One agency for the calls that are refused before anything is stored. */
let untouched: Promise<{ agencyId: string; token: string }> | undefined;
const untouchedAgency = () => (untouched ??= newAgency());

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;

describe('getBankAccountDetails (the Bank Details window)', () => {
  it('answers each tenant its own deposit accounts with their logos, and nothing of another tenant', async () => {
    const main = await providerAccounts(await signIn('agent@demo.test'));
    const skyway = await providerAccounts(
      await signIn('agent@skyway.test', { host: hosts.skyway }),
      hosts.skyway,
    );
    const tripzen = await providerAccounts(
      await signIn('agent@tripzen.test', { host: 'tripzen.localhost' }),
      'tripzen.localhost',
    );

    expect(main.map((a) => a.bankName)).toEqual(['Dutch-Bangla Bank PLC', 'BRAC Bank PLC', 'City Bank PLC']);
    expect(skyway.map((a) => a.bankName)).toEqual(['Eastern Bank PLC', 'Islami Bank Bangladesh PLC']);
    expect(tripzen.map((a) => a.bankName)).toEqual(['Islami Bank Bangladesh PLC', 'Dutch-Bangla Bank PLC']);
    expect(new Set(main.map((a) => a.accountName))).toEqual(new Set(['Bdfare Limited']));
    expect(new Set(skyway.map((a) => a.accountName))).toEqual(new Set(['Skyway Travels']));

    const ids = [...main, ...skyway, ...tripzen].map((a) => a.bankAccountId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of [...main, ...skyway, ...tripzen]) {
      expect(a.accountNumber).toMatch(/^\d{13,16}$/);
      expect(a.routingNo).toMatch(/^\d{9}$/);
      expect(a.swiftCode).toMatch(/^[A-Z]{6}[A-Z0-9]{2}$/);
      expect(a.bankLogoURL).toBe(`/banks/${a.bankLogoIconName}.svg`);
      expect(existsSync(join(webPublic, a.bankLogoURL ?? 'missing'))).toBe(true);
    }
    expect(main[0]).toMatchObject({
      accountNumber: '1071100045872',
      branchName: 'Gulshan Branch, Dhaka',
      routingNo: '090261725',
      swiftCode: 'DBBLBDDH',
      bankLogoIconName: 'dutch-bangla-bank',
    });
  });

  it('is open to every signed-in user of the tenant, staff without bank permissions included', async () => {
    const staff = await providerAccounts(await signIn('staff@demo.test'));
    expect(staff).toHaveLength(3);
  });

  it('leaves out accounts the tenant has closed', async () => {
    await buildProviderBankAccount(t.db, {
      tenantId: 'skyway',
      bankName: 'Closed Bank PLC',
      accountName: 'Skyway Travels',
      accountNumber: '9990001112223',
      active: false,
    });
    const skyway = await providerAccounts(
      await signIn('agent@skyway.test', { host: hosts.skyway }),
      hosts.skyway,
    );
    expect(skyway.map((a) => a.bankName)).not.toContain('Closed Bank PLC');
  });

  it('sits under each tenant’s own bank-details banner', async () => {
    for (const [tenantId, host] of [
      ['bdfare', hosts.main],
      ['skyway', hosts.skyway],
      ['tripzen', 'tripzen.localhost'],
      ['voyagio', 'voyagio.localhost'],
    ] as const) {
      const response = await call('GET', UtilityPaths.getBankDetailsBanner, { host });
      const { banners } = ZBannerListResponse.parse(response.json());
      expect(banners.map((banner) => banner.bannerPath)).toEqual([
        `/tenants/${tenantId}/banners/bank-details.svg`,
      ]);
      expect(existsSync(join(webPublic, banners[0]?.bannerPath ?? 'missing'))).toBe(true);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await call('GET', paths.providerDetails);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });
});

describe('agency bank accounts', () => {
  it('adds, lists and views accounts; the first becomes the default and a known bank gets its logo', async () => {
    const { token } = await newAgency();
    expect(await load(token)).toEqual([]);

    const first = await add(token, {
      ...account({ swiftCode: ' brakbddh ', routingNo: '   ', branchName: '  Banani Branch, Dhaka ' }),
      bankName: '  BRAC Bank PLC ',
      isDefault: false,
    });
    expect(first).toEqual({
      bankAccountId: expect.any(String),
      bankName: 'BRAC Bank PLC',
      accountName: 'Bank Test Travels',
      accountNumber: '1501204567830099',
      branchName: 'Banani Branch, Dhaka',
      swiftCode: 'BRAKBDDH',
      routingNo: null,
      bankLogoIconName: 'brac-bank',
      bankLogoURL: '/banks/brac-bank.svg',
      isDefault: true,
    });

    const second = await add(token, {
      bankName: 'Mutual Trust Bank PLC',
      accountName: 'Bank Test Travels',
      accountNumber: '0012031000456',
    });
    expect(second).toMatchObject({
      isDefault: false,
      branchName: null,
      swiftCode: null,
      routingNo: null,
      bankLogoIconName: null,
      bankLogoURL: null,
    });
    expect((await load(token)).map((a) => [a.bankAccountId, a.isDefault])).toEqual([
      [first.bankAccountId, true],
      [second.bankAccountId, false],
    ]);

    const viewed = await call('GET', paths.view, { token, query: { bankAccountId: second.bankAccountId } });
    expect(viewed.statusCode).toBe(200);
    expect(ZBankAccountResponse.parse(viewed.json()).bankAccount).toEqual(second);
  });

  it('moves the default when an account is added or edited as the default, and never leaves none', async () => {
    const { token } = await newAgency();
    const first = await add(token, account());
    const second = await add(token, account({ accountNumber: '1501204567830100', isDefault: true }));
    expect(second.isDefault).toBe(true);
    expect((await load(token)).map((a) => [a.bankAccountId, a.isDefault])).toEqual([
      [second.bankAccountId, true],
      [first.bankAccountId, false],
    ]);

    const edited = await call('POST', paths.edit, {
      token,
      payload: { ...account(), bankAccountId: first.bankAccountId, isDefault: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ZBankAccountResponse.parse(edited.json()).bankAccount.isDefault).toBe(true);
    const afterEdit = await load(token);
    expect(afterEdit.filter((a) => a.isDefault).map((a) => a.bankAccountId)).toEqual([first.bankAccountId]);

    const unset = await call('POST', paths.edit, {
      token,
      payload: { ...account(), bankAccountId: first.bankAccountId, isDefault: false },
    });
    expect(unset.statusCode).toBe(422);
    expect(errorOf(unset)).toEqual({
      code: BankAccountErrorCode.DefaultRequired,
      message: BankAccountMessage.defaultRequired,
    });
    expect((await load(token)).find((a) => a.isDefault)?.bankAccountId).toBe(first.bankAccountId);
  });

  it('replaces an account’s fields on edit, keeping the default mark when isDefault is left out', async () => {
    const { token } = await newAgency();
    const created = await add(token, account());
    const response = await call('POST', paths.edit, {
      token,
      payload: {
        bankAccountId: created.bankAccountId,
        bankName: 'Eastern Bank PLC',
        accountName: 'Bank Test Travels Ltd',
        accountNumber: '1041060123456',
        branchName: '',
        swiftCode: 'ebldbddh',
        routingNo: '095261234',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZBankAccountResponse.parse(response.json()).bankAccount).toEqual({
      bankAccountId: created.bankAccountId,
      bankName: 'Eastern Bank PLC',
      accountName: 'Bank Test Travels Ltd',
      accountNumber: '1041060123456',
      branchName: null,
      swiftCode: 'EBLDBDDH',
      routingNo: '095261234',
      bankLogoIconName: 'eastern-bank',
      bankLogoURL: '/banks/eastern-bank.svg',
      isDefault: true,
    });
  });

  it(`keeps at most ${BankAccountLimit.maxPerAgency} accounts per agency, even when adds arrive together`, async () => {
    const { token } = await newAgency();
    const responses = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        call('POST', paths.add, { token, payload: account({ accountNumber: `15012045678301${index}0` }) }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 422, 422]);
    const refused = responses.find((response) => response.statusCode === 422);
    expect(refused && errorOf(refused)).toEqual({
      code: BankAccountErrorCode.LimitReached,
      message: BankAccountMessage.limitReached,
    });
    const accounts = await load(token);
    expect(accounts).toHaveLength(5);
    expect(accounts.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('refuses the same number at the same bank twice (409), whatever the case of the bank name', async () => {
    const { token } = await newAgency();
    const first = await add(token, account());
    const again = await call('POST', paths.add, { token, payload: account({ bankName: 'brac bank plc' }) });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: BankAccountErrorCode.Duplicate,
      message: BankAccountMessage.duplicate,
    });

    const other = await add(token, account({ accountNumber: '1501204567830555' }));
    const clash = await call('POST', paths.edit, {
      token,
      payload: { ...account(), bankAccountId: other.bankAccountId },
    });
    expect(clash.statusCode).toBe(409);
    // Saving an account with its own number is not a clash.
    const same = await call('POST', paths.edit, {
      token,
      payload: { ...account(), bankAccountId: first.bankAccountId },
    });
    expect(same.statusCode).toBe(200);
  });

  it.each([
    ['no bank name', { bankName: '' }, `bankName: ${BankAccountMessage.bankNameRequired}`],
    ['a blank bank name', { bankName: '   ' }, `bankName: ${BankAccountMessage.bankNameRequired}`],
    ['no account name', { accountName: undefined }, `accountName: ${BankAccountMessage.accountNameRequired}`],
    [
      'a 5-digit account number',
      { accountNumber: '12345' },
      `accountNumber: ${BankAccountMessage.accountNumberInvalid}`,
    ],
    [
      'a 21-digit account number',
      { accountNumber: '1'.repeat(21) },
      `accountNumber: ${BankAccountMessage.accountNumberInvalid}`,
    ],
    [
      'letters in the account number',
      { accountNumber: '1501-2045-6783' },
      `accountNumber: ${BankAccountMessage.accountNumberInvalid}`,
    ],
    [
      'an 8-digit routing number',
      { routingNo: '06026043' },
      `routingNo: ${BankAccountMessage.routingNoInvalid}`,
    ],
    [
      'a 9-letter SWIFT code',
      { swiftCode: 'BRAKBDDHX' },
      `swiftCode: ${BankAccountMessage.swiftCodeInvalid}`,
    ],
    [
      'a SWIFT code with a dash',
      { swiftCode: 'BRAK-BDDH' },
      `swiftCode: ${BankAccountMessage.swiftCodeInvalid}`,
    ],
    [
      'an over-long branch name',
      { branchName: 'B'.repeat(101) },
      `branchName: ${BankAccountMessage.branchNameTooLong}`,
    ],
  ] as const)('answers 400 naming the field for %s', async (_case, change, message) => {
    const { token } = await untouchedAgency();
    const response = await call('POST', paths.add, { token, payload: { ...account(), ...change } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', message });
    expect(await load(token)).toEqual([]);
  });

  it('accepts the shortest and longest account numbers and an 11-character SWIFT code', async () => {
    const { token } = await newAgency();
    expect((await add(token, account({ accountNumber: '123456' }))).accountNumber).toBe('123456');
    const long = await add(token, account({ accountNumber: '1'.repeat(20), swiftCode: 'DBBLBDDH105' }));
    expect(long).toMatchObject({ accountNumber: '1'.repeat(20), swiftCode: 'DBBLBDDH105' });
  });

  it('rejects unknown fields (400)', async () => {
    const { token } = await untouchedAgency();
    const response = await call('POST', paths.add, { token, payload: { ...account(), iban: 'GB00' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for another agency’s or another tenant’s account, and changes nothing', async () => {
    const mine = await newAgency();
    const neighbour = await newAgency();
    const theirs = await add(neighbour.token, account());
    const skywayAgency = await buildAgency(t.db, { tenantId: 'skyway', name: 'Skyway Bank Test Agency' });
    const foreign = await buildAgencyBankAccount(t.db, {
      tenantId: 'skyway',
      agencyId: skywayAgency.id,
      bankName: 'Eastern Bank PLC',
      accountName: 'Skyway Bank Test Agency',
      accountNumber: '1041360000001',
      isDefault: true,
    });

    for (const bankAccountId of [theirs.bankAccountId, foreign.id, '6f1c1d7e-2a43-4c4a-9a57-3f2f3f0f9d11']) {
      const viewed = await call('GET', paths.view, { token: mine.token, query: { bankAccountId } });
      expect(viewed.statusCode, bankAccountId).toBe(404);
      expect(errorOf(viewed).code).toBe('NOT_FOUND');
      const edited = await call('POST', paths.edit, {
        token: mine.token,
        payload: { ...account({ accountName: 'Taken over' }), bankAccountId, isDefault: true },
      });
      expect(edited.statusCode, bankAccountId).toBe(404);
    }
    expect((await load(neighbour.token))[0]).toEqual(theirs);
    expect(await load(mine.token)).toEqual([]);
  });

  it('answers 400 for a malformed account id', async () => {
    const { token } = await untouchedAgency();
    const response = await call('GET', paths.view, { token, query: { bankAccountId: 'not-an-id' } });
    expect(response.statusCode).toBe(400);
  });

  it('refuses (403) staff without ShowBankAccounts (239) or ManageBankAccount (240)', async () => {
    const staffToken = await signIn('staff@demo.test');
    const anyId = '6f1c1d7e-2a43-4c4a-9a57-3f2f3f0f9d11';
    for (const [method, url, options] of [
      ['GET', paths.load, {}],
      ['GET', paths.view, { query: { bankAccountId: anyId } }],
      ['POST', paths.add, { payload: account() }],
      ['POST', paths.edit, { payload: { ...account(), bankAccountId: anyId } }],
    ] as const) {
      const response = await call(method, url, { token: staffToken, ...options });
      expect(response.statusCode, url).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });

  it('lets staff who may see accounts list them, but not add one without ManageBankAccount', async () => {
    const owner = await newAgency();
    await add(owner.token, account());
    const agencyId = owner.agencyId;
    const role = await buildRole(t.db, {
      tenantId: 'bdfare',
      agencyId,
      name: 'Accounts viewer',
      functionalities: [Functionality.ShowBankAccounts],
    });
    await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId,
      role: 'staff',
      roleId: role.id,
      email: 'viewer@banktest.test',
      password,
    });
    const token = await signIn('viewer@banktest.test', { password });
    expect(await load(token)).toHaveLength(1);
    const refused = await call('POST', paths.add, {
      token,
      payload: account({ accountNumber: '1501204567830777' }),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps a white-label tenant’s agency accounts to itself', async () => {
    const skyway = await newAgency('skyway');
    const created = await call('POST', paths.add, {
      token: skyway.token,
      host: hosts.skyway,
      payload: account({ bankName: 'Eastern Bank PLC', accountNumber: '1041360278999' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = await call('GET', paths.load, { token: skyway.token, host: hosts.skyway });
    expect(ZLoadBankAccountsResponse.parse(listed.json()).bankAccounts).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents every bank account call with its schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(document.paths[paths.add]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '422']),
    );
    expect(document.paths[paths.edit]?.post).toBeDefined();
    expect(document.paths[paths.load]?.get).toBeDefined();
    expect(document.paths[paths.view]?.get).toBeDefined();
    expect(document.paths[paths.providerDetails]?.get).toBeDefined();
  });
});
