import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackofficeMoneyPaths,
  CustomerPaths,
  DepositErrorCode,
  DepositMessage,
  DepositReferencePattern,
  ErrorCode,
  Functionality,
  MoneyErrorCode,
  PaymentPaths,
  type BackofficeDeposit,
  type SearchBarResult,
  type BackofficeDepositPage,
  type DepositFilterOptions,
  type DepositPage,
  type DepositProtectedFunctions,
  type DepositSearchResponse,
  type DepositView,
  type LedgerAudit,
  type PassbookPage,
  type PayInMethodsResponse,
} from '@portal/contracts';
import { ledgerAccounts, ledgerTransactions, outboxMessages } from '../src/db/schema';
import { buildRole, buildUser } from '../src/db/seed/builders';
import {
  approve,
  buildDepositAgency,
  createDeposit,
  depositAccounts,
  depositFields,
  get,
  initiate,
  reject,
  slip,
  today,
  tomorrow,
  yesterday,
} from './support/deposits';
import { balanceOf } from './support/money';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

const tripzen = 'tripzen.localhost';

let t: TestApp;
/** Demo sign-ins, once each: logins from one address are limited per minute. */
let operator: string;
let agent: string;
let staff: string;
let tripzenAgent: string;
let tripzenOperator: string;
/** The bdfare tenant's first deposit account (Dutch-Bangla Bank PLC in the demo world). */
let bankAccountId: string;
let bankName: string;

beforeAll(async () => {
  // Hundreds of calls from one test address: the per-address flood limit would stop them.
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  operator = await login(t.app, 'ops@demo.test');
  agent = await login(t.app, 'agent@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  tripzenAgent = await login(t.app, 'agent@tripzen.test', { host: tripzen });
  tripzenOperator = await login(t.app, 'ops@tripzen.test', { host: tripzen });
  const accounts = await depositAccounts(t.app, agent);
  const first = accounts.bankAccounts[0];
  if (!first) throw new Error('the demo tenant has no deposit account');
  bankAccountId = first.bankAccountId;
  bankName = first.bankName;
});
afterAll(async () => {
  await t.close();
});

const uploadsFolder = () => path.join(t.app.env.DATA_DIR, 'uploads');
async function storedFileCount(): Promise<number> {
  return (await readdir(uploadsFolder()).catch(() => [])).length;
}

const newAgency = (name: string) => buildDepositAgency(t.db, t.app, name);

async function mailsTo(email: string) {
  return t.db
    .select({ subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, email.toLowerCase()), eq(outboxMessages.channel, 'mail')))
    .orderBy(desc(outboxMessages.createdAt));
}

async function passbook(token: string): Promise<PassbookPage> {
  const response = await get(t.app, token, PaymentPaths.passbook.load, { pageSize: '100' });
  expect(response.statusCode).toBe(200);
  return response.json<PassbookPage>();
}

async function audit(): Promise<LedgerAudit> {
  const response = await get(t.app, operator, BackofficeMoneyPaths.getLedgerAudit);
  expect(response.statusCode).toBe(200);
  return response.json<LedgerAudit>();
}

function expectAuditHolds(report: LedgerAudit) {
  expect(report.unbalancedTransactions).toEqual([]);
  expect(report.mismatchedAccounts).toEqual([]);
  for (const currency of report.currencies) expect(currency.totalDebit).toBe(currency.totalCredit);
}

async function ledgerTransactionsWithReference(reference: string): Promise<number> {
  return t.db.$count(ledgerTransactions, eq(ledgerTransactions.reference, reference));
}

/** What the tenant's own accounts of a kind hold, summed over currencies (all BDT here). */
async function tenantAccountBalance(kind: 'provider_bank' | 'provider_gateway'): Promise<number> {
  const rows = await t.db
    .select({ posted: ledgerAccounts.posted })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, 'bdfare'), eq(ledgerAccounts.kind, kind)));
  return rows.reduce((sum, row) => sum + row.posted, 0);
}

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('what an agency may pay in with', () => {
  it('lists every method, online or not, with its charge', async () => {
    const response = await get(t.app, agent, PaymentPaths.deposit.availPayments);
    expect(response.statusCode).toBe(200);
    expect(response.json<PayInMethodsResponse>().methods).toEqual([
      { method: 'bank_deposit', label: 'Bank Deposit', online: false, chargeBasisPoints: 0 },
      { method: 'bank_transfer', label: 'Bank Transfer', online: false, chargeBasisPoints: 0 },
      { method: 'cheque_deposit', label: 'Cheque Deposit', online: false, chargeBasisPoints: 0 },
      { method: 'mobile_banking', label: 'Mobile Banking', online: false, chargeBasisPoints: 185 },
      { method: 'card', label: 'Credit/Debit Card', online: true, chargeBasisPoints: 150 },
      { method: 'net_banking', label: 'Net Banking', online: true, chargeBasisPoints: 100 },
    ]);
  });

  it('names each tenant’s own bank accounts and the wallets’ merchant numbers', async () => {
    const main = await depositAccounts(t.app, agent);
    expect(main.bankAccounts.map((account) => account.bankName)).toEqual([
      'Dutch-Bangla Bank PLC',
      'BRAC Bank PLC',
      'City Bank PLC',
    ]);
    expect(main.bankAccounts[0]?.bankLogoURL).toBe('/banks/dutch-bangla-bank.svg');
    expect(main.mobileWallets.map((wallet) => [wallet.wallet, wallet.label])).toEqual([
      ['bkash', 'bKash'],
      ['nagad', 'Nagad'],
    ]);
    expect(main.mobileWallets.every((wallet) => /^01[3-9]\d{8}$/.test(wallet.merchantNumber))).toBe(true);
    expect([main.currency, main.maxAmount]).toEqual(['BDT', 10_000_000_00]);

    const other = await depositAccounts(t.app, tripzenAgent, tripzen);
    expect(other.bankAccounts.map((account) => account.accountName)).toEqual([
      'Tripzen Holidays',
      'Tripzen Holidays',
    ]);
  });

  it('tells the caller which deposit functionalities it holds', async () => {
    const functions = async (token: string) => {
      const response = await get(t.app, token, PaymentPaths.deposit.getProtectedFunctions);
      expect(response.statusCode).toBe(200);
      return response.json<DepositProtectedFunctions>().functionalities;
    };
    expect(await functions(agent)).toEqual([228, 229]);
    expect(await functions(staff)).toEqual([]);
    const { agencyId } = await newAgency('Viewer Travels');
    const role = await buildRole(t.db, {
      tenantId: 'bdfare',
      agencyId,
      name: 'Deposit viewer',
      functionalities: [Functionality.ShowDepositList],
    });
    await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId,
      role: 'staff',
      roleId: role.id,
      email: 'viewer@deposits.test',
      password: 'Viewer@1234',
    });
    const viewer = await login(t.app, 'viewer@deposits.test', { password: 'Viewer@1234' });
    expect(await functions(viewer)).toEqual([228]);
    // The viewer may list but not ask.
    expect((await get(t.app, viewer, PaymentPaths.deposit.load)).statusCode).toBe(200);
    const refused = await initiate(
      t.app,
      viewer,
      'bank_transfer',
      depositFields('bank_transfer', bankAccountId),
    );
    expect(refused.statusCode).toBe(403);
    expect((await get(t.app, operator, PaymentPaths.deposit.getProtectedFunctions)).statusCode).toBe(403);
  });
});

describe('asking for a deposit', () => {
  it('creates a pending deposit of each method and posts nothing', async () => {
    const { token } = await newAgency('Four Ways Travels');
    const bankDeposit = await createDeposit(
      t.app,
      token,
      'bank_deposit',
      depositFields('bank_deposit', bankAccountId, { note: 'Cash for April' }),
    );
    expect(bankDeposit).toMatchObject({
      method: 'bank_deposit',
      amount: 1_500_000,
      currency: 'BDT',
      status: 'pending',
      hasSlip: true,
      note: 'Cash for April',
      decidedAt: null,
      rejectionReason: null,
      transactionId: null,
      providerBankAccount: { bankAccountId, bankName },
      details: {
        method: 'bank_deposit',
        depositDate: yesterday(),
        depositorBranch: 'Motijheel Branch, Dhaka',
        slipNumber: 'SL-204518',
      },
    });
    expect(bankDeposit.reference).toMatch(DepositReferencePattern);

    const transfer = await createDeposit(
      t.app,
      token,
      'bank_transfer',
      depositFields('bank_transfer', bankAccountId),
    );
    expect(transfer).toMatchObject({
      method: 'bank_transfer',
      hasSlip: false,
      amount: 2_500_000,
      note: null,
    });
    expect(transfer.details).toEqual({
      method: 'bank_transfer',
      transferDate: yesterday(),
      senderBankName: 'Eastern Bank PLC',
      senderAccountNumber: '1041360278914',
      transactionReference: 'NPSB2404180001',
    });

    const cheque = await createDeposit(
      t.app,
      token,
      'cheque_deposit',
      depositFields('cheque_deposit', bankAccountId),
      {
        files: [slip.pdf()],
      },
    );
    expect(cheque).toMatchObject({ method: 'cheque_deposit', hasSlip: true, amount: 750_000 });
    expect(cheque.details).toMatchObject({
      chequeNumber: '4578123',
      chequeDate: yesterday(),
      depositDate: today(),
    });

    const mobile = await createDeposit(
      t.app,
      token,
      'mobile_banking',
      depositFields('mobile_banking', bankAccountId),
      {
        files: [slip.jpeg()],
      },
    );
    expect(mobile).toMatchObject({ method: 'mobile_banking', hasSlip: true, providerBankAccount: null });
    // Wallet transaction ids are written in capitals, whatever the agency typed.
    expect(mobile.details).toEqual({
      method: 'mobile_banking',
      wallet: 'bkash',
      senderPhone: '01712345678',
      transactionId: '9A7B6C5D4E',
    });

    const references = new Set([bankDeposit, transfer, cheque, mobile].map((deposit) => deposit.reference));
    expect(references.size).toBe(4);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(0);
    expect((await passbook(token)).entries).toEqual([]);
    for (const reference of references) expect(await ledgerTransactionsWithReference(reference)).toBe(0);
  });

  it('requires the slip for bank and cheque deposits, and keeps it to 1 MB of png, jpeg or pdf', async () => {
    const { token } = await newAgency('Slip Rules Travels');
    for (const method of ['bank_deposit', 'cheque_deposit'] as const) {
      const missing = await initiate(t.app, token, method, depositFields(method, bankAccountId));
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing)).toEqual({
        code: ErrorCode.ValidationFailed,
        message: `slip: ${DepositMessage.slipRequired}`,
      });
    }
    const fields = depositFields('bank_deposit', bankAccountId);
    const before = await storedFileCount();
    const tooLarge = await initiate(t.app, token, 'bank_deposit', fields, { files: [slip.png(1_048_577)] });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).message).toBe(DepositMessage.slipTooLarge);

    const html = {
      name: 'slip',
      filename: 'slip.png',
      contentType: 'image/png',
      content: Buffer.from('<html><script>alert(1)</script></html>'),
    };
    const wrongType = await initiate(t.app, token, 'bank_deposit', fields, { files: [html] });
    expect(wrongType.statusCode).toBe(415);
    expect(errorOf(wrongType).message).toBe(DepositMessage.slipWrongType);

    const twoSlips = await initiate(t.app, token, 'bank_deposit', fields, {
      files: [slip.png(), slip.pdf()],
    });
    expect(twoSlips.statusCode).toBe(400);
    expect(errorOf(twoSlips)).toEqual({
      code: ErrorCode.ValidationFailed,
      message: DepositMessage.slipTooMany,
    });
    const otherField = await initiate(t.app, token, 'bank_deposit', fields, {
      files: [{ ...slip.png(), name: 'document' }],
    });
    expect(otherField.statusCode).toBe(400);
    expect(await storedFileCount()).toBe(before);

    // A refused form does not use up its key: the corrected form with the same key goes through.
    const key = randomUUID();
    expect((await initiate(t.app, token, 'bank_deposit', fields, { key })).statusCode).toBe(400);
    const exactlyOneMegabyte = await initiate(t.app, token, 'bank_deposit', fields, {
      key,
      files: [slip.png(1_048_576)],
    });
    expect(exactlyOneMegabyte.statusCode).toBe(200);
    expect(await storedFileCount()).toBe(before + 1);
  });

  it('names the field and the fix for every mistake', async () => {
    const { token } = await newAgency('Mistakes Travels');
    const tripzenAccounts = await depositAccounts(t.app, tripzenAgent, tripzen);
    const cases: [Parameters<typeof depositFields>[0], Record<string, string>, string][] = [
      ['bank_deposit', { amount: '0' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: '1500.50' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: 'ten' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: '0x10' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: '1e3' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: '12.345' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: 'Infinity' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: '-1500' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: '+1500' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: '1_500' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: '0b11' }, `amount: ${DepositMessage.amountInvalid}`],
      ['bank_deposit', { amount: '1000000001' }, `amount: ${DepositMessage.amountTooLarge}`],
      ['bank_deposit', { depositDate: tomorrow() }, `depositDate: ${DepositMessage.dateInFuture}`],
      ['bank_deposit', { depositDate: '2024-02-30' }, `depositDate: ${DepositMessage.dateInvalid}`],
      ['bank_deposit', { depositDate: '' }, `depositDate: ${DepositMessage.dateRequired}`],
      ['bank_deposit', { slipNumber: '' }, `slipNumber: ${DepositMessage.slipNumberRequired}`],
      [
        'bank_deposit',
        { depositorBranch: ' ' },
        `depositorBranch: ${DepositMessage.depositorBranchRequired}`,
      ],
      [
        'bank_deposit',
        { providerBankAccountId: '' },
        `providerBankAccountId: ${DepositMessage.providerAccountRequired}`,
      ],
      [
        'bank_deposit',
        { providerBankAccountId: randomUUID() },
        `providerBankAccountId: ${DepositMessage.providerAccountUnknown}`,
      ],
      [
        'bank_deposit',
        { providerBankAccountId: tripzenAccounts.bankAccounts[0]?.bankAccountId ?? '' },
        `providerBankAccountId: ${DepositMessage.providerAccountUnknown}`,
      ],
      ['bank_deposit', { note: 'x'.repeat(301) }, `note: ${DepositMessage.noteTooLong}`],
      [
        'bank_transfer',
        { senderAccountNumber: '12ab' },
        `senderAccountNumber: ${DepositMessage.senderAccountInvalid}`,
      ],
      ['bank_transfer', { transferDate: tomorrow() }, `transferDate: ${DepositMessage.dateInFuture}`],
      [
        'bank_transfer',
        { transactionReference: '' },
        `transactionReference: ${DepositMessage.transactionReferenceRequired}`,
      ],
      ['cheque_deposit', { chequeNumber: '12345' }, `chequeNumber: ${DepositMessage.chequeNumberInvalid}`],
      [
        'cheque_deposit',
        { chequeNumber: '12345678901' },
        `chequeNumber: ${DepositMessage.chequeNumberInvalid}`,
      ],
      ['cheque_deposit', { chequeBank: '' }, `chequeBank: ${DepositMessage.chequeBankRequired}`],
      ['cheque_deposit', { chequeDate: tomorrow() }, `chequeDate: ${DepositMessage.dateInFuture}`],
      ['mobile_banking', { wallet: 'rocket' }, `wallet: ${DepositMessage.walletRequired}`],
      ['mobile_banking', { senderPhone: '0171234567' }, `senderPhone: ${DepositMessage.senderPhoneInvalid}`],
      ['mobile_banking', { senderPhone: '01212345678' }, `senderPhone: ${DepositMessage.senderPhoneInvalid}`],
      [
        'mobile_banking',
        { transactionId: 'ABC123' },
        `transactionId: ${DepositMessage.transactionIdInvalid}`,
      ],
      [
        'mobile_banking',
        { transactionId: 'ABCD-12345' },
        `transactionId: ${DepositMessage.transactionIdInvalid}`,
      ],
      [
        'mobile_banking',
        { providerBankAccountId: bankAccountId },
        'form: Unrecognized key: "providerBankAccountId"',
      ],
    ];
    for (const [method, overrides, message] of cases) {
      const fields = depositFields(method, bankAccountId, overrides);
      const response = await initiate(t.app, token, method, fields, { files: [slip.png()] });
      expect(response.statusCode, `${method} ${JSON.stringify(overrides)}`).toBe(400);
      expect(errorOf(response), `${method} ${JSON.stringify(overrides)}`).toEqual({
        code: ErrorCode.ValidationFailed,
        message,
      });
    }

    const keyless = await initiate(
      t.app,
      token,
      'bank_transfer',
      depositFields('bank_transfer', bankAccountId),
      {
        key: null,
      },
    );
    expect(keyless.statusCode).toBe(400);
    expect(errorOf(keyless).code).toBe(MoneyErrorCode.IdempotencyKeyRequired);

    const json = await t.app.inject({
      method: 'POST',
      url: PaymentPaths.deposit.initiateBankTransfer,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: depositFields('bank_transfer', bankAccountId),
    });
    expect(json.statusCode).toBe(415);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(0);
    const listed = await get(t.app, token, PaymentPaths.deposit.load);
    expect(listed.json<DepositPage>().total).toBe(0);
  });

  it('refuses a control character in a form field with 400 and stores nothing', async () => {
    const { token } = await newAgency('Control Character Travels');
    const before = await storedFileCount();
    for (const depositorBranch of ['Motijheel\u0000Branch', 'Motijheel\u001bBranch']) {
      const fields = depositFields('bank_deposit', bankAccountId, { depositorBranch });
      const response = await initiate(t.app, token, 'bank_deposit', fields, { files: [slip.png()] });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: ErrorCode.ControlCharacter,
        message: 'depositorBranch: must not contain control characters (such as a NUL byte)',
      });
    }
    expect(await storedFileCount()).toBe(before);
    expect((await get(t.app, token, PaymentPaths.deposit.load)).json<DepositPage>().total).toBe(0);
  });

  it('creates one deposit per Idempotency-Key, however often it is sent, and stores its slip once', async () => {
    const { token } = await newAgency('Repeat Travels');
    const key = randomUUID();
    const fields = depositFields('bank_deposit', bankAccountId);
    const file = slip.png(2_000);
    const before = await storedFileCount();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => initiate(t.app, token, 'bank_deposit', fields, { key, files: [file] })),
    );
    const late = await initiate(t.app, token, 'bank_deposit', fields, { key, files: [file] });
    for (const answer of [...answers, late]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(await storedFileCount()).toBe(before + 1);
    const listed = (await get(t.app, token, PaymentPaths.deposit.load)).json<DepositPage>();
    expect(listed.total).toBe(1);

    const otherAmount = await initiate(
      t.app,
      token,
      'bank_deposit',
      { ...fields, amount: '1500001' },
      {
        key,
        files: [file],
      },
    );
    expect(otherAmount.statusCode).toBe(409);
    expect(errorOf(otherAmount).code).toBe(MoneyErrorCode.IdempotencyKeyReused);
    const otherSlip = await initiate(t.app, token, 'bank_deposit', fields, { key, files: [slip.png(2_001)] });
    expect(otherSlip.statusCode).toBe(409);
    const otherMethod = await initiate(
      t.app,
      token,
      'bank_transfer',
      depositFields('bank_transfer', bankAccountId),
      {
        key,
      },
    );
    expect(otherMethod.statusCode).toBe(409);
    expect((await get(t.app, token, PaymentPaths.deposit.load)).json<DepositPage>().total).toBe(1);
    expect(await storedFileCount()).toBe(before + 1);
  });
});

describe('the deposit list', () => {
  it('lists the agency’s deposits newest first, filtered and paged, and finds them by reference', async () => {
    const { token } = await newAgency('List Travels');
    const other = await newAgency('Neighbour Travels');
    const created: DepositView[] = [];
    for (const method of ['bank_deposit', 'bank_transfer', 'cheque_deposit', 'mobile_banking'] as const) {
      created.push(await createDeposit(t.app, token, method, depositFields(method, bankAccountId)));
    }
    await createDeposit(t.app, other.token, 'bank_transfer', depositFields('bank_transfer', bankAccountId));
    const [bankDeposit, transfer, cheque, mobile] = created as [
      DepositView,
      DepositView,
      DepositView,
      DepositView,
    ];
    expect((await approve(t.app, operator, transfer.depositId)).statusCode).toBe(200);
    expect((await reject(t.app, operator, cheque.depositId, 'The cheque bounced')).statusCode).toBe(200);

    const load = async (query: Record<string, string> = {}) => {
      const response = await get(t.app, token, PaymentPaths.deposit.load, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      return response.json<DepositPage>();
    };
    const all = await load();
    expect(all.total).toBe(4);
    expect(all.deposits.map((deposit) => deposit.reference)).toEqual(
      [mobile, cheque, transfer, bankDeposit].map((deposit) => deposit.reference),
    );
    expect((await load({ status: 'pending' })).deposits.map((deposit) => deposit.depositId)).toEqual([
      mobile.depositId,
      bankDeposit.depositId,
    ]);
    const approved = (await load({ status: 'approved' })).deposits;
    expect(approved.map((deposit) => [deposit.depositId, deposit.status])).toEqual([
      [transfer.depositId, 'approved'],
    ]);
    expect(approved[0]?.transactionId).toEqual(expect.any(String));
    const rejected = (await load({ status: 'rejected' })).deposits;
    expect(rejected.map((deposit) => deposit.rejectionReason)).toEqual(['The cheque bounced']);
    expect((await load({ method: 'mobile_banking' })).deposits.map((deposit) => deposit.depositId)).toEqual([
      mobile.depositId,
    ]);
    expect((await load({ term: 'sl-2045' })).deposits.map((deposit) => deposit.depositId)).toEqual([
      bankDeposit.depositId,
    ]);
    expect((await load({ term: transfer.reference.slice(3, 9).toLowerCase() })).total).toBe(1);
    expect((await load({ from: today(), to: today() })).total).toBe(4);
    expect((await load({ to: yesterday() })).total).toBe(0);
    expect((await load({ from: tomorrow() })).total).toBe(0);
    const page = await load({ page: '2', pageSize: '3' });
    expect([page.total, page.page, page.pageSize, page.deposits.length]).toEqual([4, 2, 3, 1]);
    expect(page.deposits[0]?.depositId).toBe(bankDeposit.depositId);
    expect((await get(t.app, token, PaymentPaths.deposit.load, { status: 'lost' })).statusCode).toBe(400);

    const filters = await get(t.app, token, PaymentPaths.deposit.availFilter);
    expect(filters.json<DepositFilterOptions>()).toEqual({
      statuses: [
        { value: 'pending', label: 'Pending' },
        { value: 'approved', label: 'Approved' },
        { value: 'rejected', label: 'Rejected' },
      ],
      methods: [
        { value: 'bank_deposit', label: 'Bank Deposit' },
        { value: 'bank_transfer', label: 'Bank Transfer' },
        { value: 'cheque_deposit', label: 'Cheque Deposit' },
        { value: 'mobile_banking', label: 'Mobile Banking' },
      ],
    });

    const search = async (term: string, as = token) => {
      const response = await get(t.app, as, PaymentPaths.deposit.searchPad, { term });
      expect(response.statusCode).toBe(200);
      return response.json<DepositSearchResponse>().deposits.map((deposit) => deposit.reference);
    };
    expect(await search(mobile.reference.toLowerCase())).toEqual([mobile.reference]);
    expect(await search('DP-')).toHaveLength(4);
    expect(await search('dp-')).toHaveLength(4);
    expect(await search(mobile.reference.slice(3))).toEqual([]);
    expect(await search(mobile.reference, other.token)).toEqual([]);
    expect((await get(t.app, token, PaymentPaths.deposit.searchPad, { term: '' })).statusCode).toBe(400);
  });

  it('caps a search at 10 deposits', async () => {
    const { token } = await newAgency('Busy Travels');
    await Promise.all(
      Array.from({ length: 12 }, () =>
        createDeposit(t.app, token, 'bank_transfer', depositFields('bank_transfer', bankAccountId)),
      ),
    );
    const response = await get(t.app, token, PaymentPaths.deposit.searchPad, { term: 'DP' });
    expect(response.json<DepositSearchResponse>().deposits).toHaveLength(10);
  });

  it('is found by the header search from the start of its reference, in the agency only', async () => {
    const { token } = await newAgency('Header Search Travels');
    const deposit = await createDeposit(
      t.app,
      token,
      'bank_transfer',
      depositFields('bank_transfer', bankAccountId),
    );
    const key = deposit.reference.slice(0, 8).toLowerCase();
    const found = await get(t.app, token, CustomerPaths.getSearchBar, { searchKey: key });
    expect(found.json<SearchBarResult>()).toMatchObject({
      error: null,
      type: 'deposit',
      reference: deposit.reference,
      count: 1,
    });
    const other = await newAgency('Other Header Search Travels');
    const elsewhere = await get(t.app, other.token, CustomerPaths.getSearchBar, {
      searchKey: deposit.reference,
    });
    expect(elsewhere.json<SearchBarResult>()).toMatchObject({ type: null, count: 0 });
  });

  it('shows a deposit and its slip only to its own agency (404 to another agency and another tenant)', async () => {
    const { token } = await newAgency('Owner Travels');
    const neighbour = await newAgency('Nosy Travels');
    const file = slip.pdf();
    const deposit = await createDeposit(
      t.app,
      token,
      'bank_deposit',
      depositFields('bank_deposit', bankAccountId),
      {
        files: [file],
      },
    );
    const view = await get(t.app, token, PaymentPaths.deposit.view, { depositId: deposit.depositId });
    expect(view.statusCode).toBe(200);
    expect(view.json<{ deposit: DepositView }>().deposit).toEqual(deposit);

    const download = await get(t.app, token, PaymentPaths.deposit.slip, { depositId: deposit.depositId });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${deposit.reference}-slip.pdf"`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(file.content)).toBe(true);

    for (const [caller, host] of [
      [neighbour.token, hosts.main],
      [tripzenAgent, tripzen],
    ] as const) {
      for (const url of [PaymentPaths.deposit.view, PaymentPaths.deposit.slip]) {
        const response = await get(t.app, caller, url, { depositId: deposit.depositId }, host);
        expect(response.statusCode, url).toBe(404);
      }
    }
    expect((await get(t.app, token, PaymentPaths.deposit.view, { depositId: randomUUID() })).statusCode).toBe(
      404,
    );
    expect((await get(t.app, token, PaymentPaths.deposit.view, { depositId: 'DP-1' })).statusCode).toBe(400);

    const transfer = await createDeposit(
      t.app,
      token,
      'bank_transfer',
      depositFields('bank_transfer', bankAccountId),
    );
    const noSlip = await get(t.app, token, PaymentPaths.deposit.slip, { depositId: transfer.depositId });
    expect(noSlip.statusCode).toBe(404);
    expect(errorOf(noSlip).message).toBe(DepositMessage.noSlip);

    const operatorSlip = await get(t.app, operator, BackofficeMoneyPaths.getDepositSlip, {
      depositId: deposit.depositId,
    });
    expect(operatorSlip.statusCode).toBe(200);
    expect(operatorSlip.rawPayload.equals(file.content)).toBe(true);
    const foreign = await get(
      t.app,
      tripzenOperator,
      BackofficeMoneyPaths.getDepositSlip,
      { depositId: deposit.depositId },
      tripzen,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('approving and rejecting', () => {
  it('approves once: the wallet is credited the amount, the ledger line carries the reference, the agency is told', async () => {
    const { agencyId, email, token } = await newAgency('Approved Travels');
    const deposit = await createDeposit(
      t.app,
      token,
      'bank_deposit',
      depositFields('bank_deposit', bankAccountId),
    );
    const bankBefore = await tenantAccountBalance('provider_bank');
    const key = randomUUID();
    const first = await approve(t.app, operator, deposit.depositId, key);
    expect(first.statusCode).toBe(200);
    const approved = first.json<{ deposit: BackofficeDeposit }>().deposit;
    expect(approved).toMatchObject({
      depositId: deposit.depositId,
      status: 'approved',
      agencyId,
      agencyName: 'Approved Travels',
      transactionId: expect.any(String),
      decidedAt: expect.any(String),
    });

    // The same key replays the answer; a new key, or a rejection, is refused: nothing is posted twice.
    const replay = await approve(t.app, operator, deposit.depositId, key);
    expect([replay.statusCode, replay.body]).toEqual([200, first.body]);
    const again = await approve(t.app, operator, deposit.depositId);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: DepositErrorCode.AlreadyDecided,
      message: 'This deposit has already been approved.',
    });
    const late = await reject(t.app, operator, deposit.depositId, 'Too late');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('This deposit has already been approved.');

    const balance = await balanceOf(t.app, token);
    expect(balance.walletBalance).toBe(1_500_000);
    const lines = (await passbook(token)).entries;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      transactionId: approved.transactionId,
      kind: 'deposit',
      reference: deposit.reference,
      description: `Bank deposit to ${bankName}`,
      credit: 1_500_000,
      debit: 0,
      balance: 1_500_000,
    });
    expect(await ledgerTransactionsWithReference(deposit.reference)).toBe(1);
    expect(await tenantAccountBalance('provider_bank')).toBe(bankBefore - 1_500_000);
    const view = await get(t.app, token, PaymentPaths.deposit.view, { depositId: deposit.depositId });
    expect(view.json<{ deposit: DepositView }>().deposit).toMatchObject({
      status: 'approved',
      transactionId: approved.transactionId,
    });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`deposit ${deposit.reference} approved`);
    expect(mails[0]?.body).toContain('BDT 15,000.00');
    expectAuditHolds(await audit());
  });

  it('credits mobile banking from the gateway account, described by its wallet', async () => {
    const { token } = await newAgency('Wallet Travels');
    const deposit = await createDeposit(
      t.app,
      token,
      'mobile_banking',
      depositFields('mobile_banking', bankAccountId, { wallet: 'nagad' }),
    );
    const gatewayBefore = await tenantAccountBalance('provider_gateway');
    expect((await approve(t.app, operator, deposit.depositId)).statusCode).toBe(200);
    expect(await tenantAccountBalance('provider_gateway')).toBe(gatewayBefore - 300_000);
    expect((await passbook(token)).entries[0]).toMatchObject({
      reference: deposit.reference,
      description: 'Mobile banking deposit via Nagad',
      credit: 300_000,
    });
  });

  it('rejects once with a reason: nothing is posted and the agency is mailed why', async () => {
    const { email, token } = await newAgency('Rejected Travels');
    const deposit = await createDeposit(
      t.app,
      token,
      'cheque_deposit',
      depositFields('cheque_deposit', bankAccountId),
    );
    const empty = await reject(t.app, operator, deposit.depositId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(`reason: ${DepositMessage.reasonRequired}`);
    const long = await reject(t.app, operator, deposit.depositId, 'x'.repeat(301));
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe(`reason: ${DepositMessage.reasonTooLong}`);

    const reason = 'The cheque was returned unpaid by the drawee bank.';
    const rejected = await reject(t.app, operator, deposit.depositId, reason);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<{ deposit: BackofficeDeposit }>().deposit).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      transactionId: null,
    });
    const again = await reject(t.app, operator, deposit.depositId, reason);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This deposit has already been rejected.');
    const approveAfter = await approve(t.app, operator, deposit.depositId);
    expect(approveAfter.statusCode).toBe(409);
    expect(errorOf(approveAfter).message).toBe('This deposit has already been rejected.');

    expect((await balanceOf(t.app, token)).walletBalance).toBe(0);
    expect((await passbook(token)).entries).toEqual([]);
    expect(await ledgerTransactionsWithReference(deposit.reference)).toBe(0);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`deposit ${deposit.reference} not approved`);
    expect(mails[0]?.body).toContain(`Reason: ${reason}`);

    expect((await reject(t.app, operator, randomUUID(), reason)).statusCode).toBe(404);
    expect((await approve(t.app, operator, randomUUID())).statusCode).toBe(404);
  });

  it('lets exactly one of an approval and a rejection fired together win, 100 times over', async () => {
    const { email, token } = await newAgency('Race Travels');
    const deposits = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        createDeposit(
          t.app,
          token,
          'bank_transfer',
          depositFields('bank_transfer', bankAccountId, { amount: String(10_000 + index) }),
        ),
      ),
    );
    const outcomes = await Promise.all(
      deposits.map(async (deposit) => {
        const [approval, rejection] = await Promise.all([
          approve(t.app, operator, deposit.depositId),
          reject(t.app, operator, deposit.depositId, 'Raced'),
        ]);
        return { deposit, approval, rejection };
      }),
    );
    let credited = 0;
    let approvedCount = 0;
    for (const { deposit, approval, rejection } of outcomes) {
      const codes = [approval.statusCode, rejection.statusCode].sort();
      expect(codes, deposit.reference).toEqual([200, 409]);
      if (approval.statusCode === 200) {
        credited += deposit.amount;
        approvedCount += 1;
        expect(errorOf(rejection).message).toBe('This deposit has already been approved.');
      } else {
        expect(errorOf(approval).message).toBe('This deposit has already been rejected.');
      }
      expect(await ledgerTransactionsWithReference(deposit.reference)).toBe(
        approval.statusCode === 200 ? 1 : 0,
      );
    }
    expect((await balanceOf(t.app, token)).walletBalance).toBe(credited);
    expect((await passbook(token)).entries).toHaveLength(approvedCount);
    const listed = await get(t.app, token, PaymentPaths.deposit.load, { pageSize: '100' });
    const statuses = listed.json<DepositPage>().deposits.map((deposit) => deposit.status);
    expect(statuses.filter((status) => status === 'approved')).toHaveLength(approvedCount);
    expect(statuses.filter((status) => status === 'rejected')).toHaveLength(100 - approvedCount);
    // Every decision told the agency, once.
    expect(await mailsTo(email)).toHaveLength(100);

    // Twenty approvals of one deposit with twenty keys: one credits, the others are refused.
    const single = await createDeposit(
      t.app,
      token,
      'bank_transfer',
      depositFields('bank_transfer', bankAccountId, { amount: '777777' }),
    );
    const approvals = await Promise.all(
      Array.from({ length: 20 }, () => approve(t.app, operator, single.depositId)),
    );
    expect(approvals.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(approvals.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(credited + 777_777);
    expect(await ledgerTransactionsWithReference(single.reference)).toBe(1);
    expectAuditHolds(await audit());
  }, 180_000);
});

describe('the back office deposit desk', () => {
  it('lists the tenant’s deposits pending first, by status, agency name and slip', async () => {
    const first = await newAgency('Desk Alpha Travels');
    const second = await newAgency('Desk Beta Travels');
    const decided = await createDeposit(
      t.app,
      first.token,
      'bank_deposit',
      depositFields('bank_deposit', bankAccountId),
    );
    const withoutSlip = await createDeposit(
      t.app,
      first.token,
      'bank_transfer',
      depositFields('bank_transfer', bankAccountId),
    );
    const newest = await createDeposit(
      t.app,
      second.token,
      'cheque_deposit',
      depositFields('cheque_deposit', bankAccountId),
    );
    expect((await approve(t.app, operator, decided.depositId)).statusCode).toBe(200);

    const desk = async (query: Record<string, string>, token = operator, host: string = hosts.main) => {
      const response = await get(t.app, token, BackofficeMoneyPaths.getDeposits, query, host);
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      return response.json<BackofficeDepositPage>();
    };
    const mine = await desk({ agency: 'Desk ' });
    expect(mine.deposits.map((deposit) => [deposit.reference, deposit.status, deposit.agencyName])).toEqual([
      [newest.reference, 'pending', 'Desk Beta Travels'],
      [withoutSlip.reference, 'pending', 'Desk Alpha Travels'],
      [decided.reference, 'approved', 'Desk Alpha Travels'],
    ]);
    const all = await desk({ pageSize: '100' });
    const firstDecided = all.deposits.findIndex((deposit) => deposit.status !== 'pending');
    expect(all.deposits.slice(firstDecided).every((deposit) => deposit.status !== 'pending')).toBe(true);
    expect((await desk({ agency: 'desk alpha', hasSlip: 'false' })).deposits.map((d) => d.depositId)).toEqual(
      [withoutSlip.depositId],
    );
    expect((await desk({ agency: 'desk alpha', hasSlip: 'true' })).deposits.map((d) => d.depositId)).toEqual([
      decided.depositId,
    ]);
    expect((await desk({ agency: 'Desk', status: 'approved' })).deposits.map((d) => d.depositId)).toEqual([
      decided.depositId,
    ]);
    expect((await desk({ agency: 'Desk', method: 'cheque_deposit' })).total).toBe(1);

    expect((await desk({ agency: 'Desk' }, tripzenOperator, tripzen)).total).toBe(0);
    const foreignApproval = await approve(t.app, tripzenOperator, newest.depositId, randomUUID(), tripzen);
    expect(foreignApproval.statusCode).toBe(404);
    expect((await reject(t.app, tripzenOperator, newest.depositId, 'Not ours', tripzen)).statusCode).toBe(
      404,
    );
  });

  it('keeps the desk to operators and the deposit pages to users holding 228 and 229', async () => {
    const deposit = await createDeposit(
      t.app,
      agent,
      'bank_transfer',
      depositFields('bank_transfer', bankAccountId),
    );
    expect((await get(t.app, agent, BackofficeMoneyPaths.getDeposits)).statusCode).toBe(403);
    expect(
      (await get(t.app, agent, BackofficeMoneyPaths.getDepositSlip, { depositId: deposit.depositId }))
        .statusCode,
    ).toBe(403);
    expect((await approve(t.app, agent, deposit.depositId)).statusCode).toBe(403);
    expect((await reject(t.app, agent, deposit.depositId, 'Mine')).statusCode).toBe(403);

    for (const url of [
      PaymentPaths.deposit.load,
      PaymentPaths.deposit.availFilter,
      PaymentPaths.deposit.searchPad,
      PaymentPaths.deposit.availPayments,
      PaymentPaths.deposit.availDeposit,
    ]) {
      expect((await get(t.app, staff, url, { term: 'DP' })).statusCode, url).toBe(403);
    }
    expect(
      (await get(t.app, staff, PaymentPaths.deposit.view, { depositId: deposit.depositId })).statusCode,
    ).toBe(403);
    const refused = await initiate(
      t.app,
      staff,
      'bank_transfer',
      depositFields('bank_transfer', bankAccountId),
    );
    expect(refused.statusCode).toBe(403);
    expect((await get(t.app, operator, PaymentPaths.deposit.load)).statusCode).toBe(403);
    const pending = await get(t.app, agent, PaymentPaths.deposit.view, { depositId: deposit.depositId });
    expect(pending.json<{ deposit: DepositView }>().deposit.status).toBe('pending');
  });
});
