import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackofficeMoneyPaths,
  ErrorCode,
  GatewaySignatureHeader,
  IdempotencyHeader,
  MoneyErrorCode,
  OnlinePaymentErrorCode,
  PaymentPaths,
  type CardDetails,
  type CardPaymentConfig,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type ETransactionLookups,
  type ETransactionPage,
  type GatewayResult,
  type LedgerAudit,
  type MobileConfig,
  type OnlinePaymentResponse,
  type OnlinePaymentView,
  type PassbookPage,
  type StatusMessage,
} from '@portal/contracts';
import { merchantSecret, signGatewayResult } from '../src/adapters/payment-gateway';
import { createSandboxPaymentGateway } from '../src/adapters/sandbox-payment-gateway';
import { buildDepositAgency } from './support/deposits';
import { balanceOf } from './support/money';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
/** The business clock: tests move it to let a checkout expire. */
let clockOffsetMs = 0;
let operator: string;
let skywayAgent: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { API_RATE_LIMIT_PER_MINUTE: '100000000' },
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  operator = await login(t.app, 'ops@demo.test');
  skywayAgent = await login(t.app, 'agent@skyway.test', { host: 'skyway.localhost' });
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string, host = 'localhost') => ({ authorization: `Bearer ${token}`, host });

function get(app: FastifyInstance, token: string, url: string, host?: string) {
  return app.inject({ method: 'GET', url, headers: bearer(token, host) });
}

function create(
  token: string,
  body: Partial<CreatePaymentRequest> & Record<string, unknown>,
  key = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: PaymentPaths.online.createPayment,
    headers: { ...bearer(token), [IdempotencyHeader]: key },
    payload: body,
  });
}

async function createCardPayment(token: string, amount: number, cardBin = '432155') {
  const response = await create(token, { amount, currency: 'BDT', method: 'card', cardBin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatePaymentResponse>();
}

/** Posts a checkout page's form as a browser would. */
function submit(checkoutUrl: string, action: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const card = (cardNumber: string) => ({ cardNumber, cardName: 'Rahim Uddin', expiry: '12/39', cvv: '123' });

async function paymentOf(token: string, paymentId: string): Promise<OnlinePaymentView> {
  const response = await get(t.app, token, `${PaymentPaths.online.getPayment}?paymentId=${paymentId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OnlinePaymentResponse>().payment;
}

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() ?? '';

/** A result as the gateway would sign it for a payment; fields can be overridden before or after signing. */
function gatewayResult(
  created: CreatePaymentResponse,
  overrides: Partial<GatewayResult> = {},
): GatewayResult {
  return {
    tenantId: 'bdfare',
    sessionId: sessionOf(created.checkoutUrl),
    merchantReference: created.payment.paymentId,
    status: 'paid',
    amount: created.payment.total,
    currency: 'BDT',
    method: created.payment.method,
    gatewayTransactionId: 'SBXTEST0001',
    reason: null,
    paidWith: 'Visa ending 0008',
    decidedAt: new Date().toISOString(),
    ...overrides,
  };
}

const sign = (result: GatewayResult, secret = t.app.env.PAYMENT_GATEWAY_SECRET) =>
  signGatewayResult(merchantSecret(secret, result.tenantId), result);

function callback(result: GatewayResult, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: PaymentPaths.online.gatewayCallback,
    headers: { [GatewaySignatureHeader]: signature },
    payload: result,
  });
}

async function ledgerAudit(): Promise<LedgerAudit> {
  const response = await get(t.app, operator, BackofficeMoneyPaths.getLedgerAudit);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LedgerAudit>();
}

describe('paying by card through the sandbox gateway', () => {
  it('credits the wallet once with the amount after a signed success, the surcharge going to the tenant', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Card Payers Ltd');
    const created = await createCardPayment(token, 10_000_00);
    expect(created.payment).toMatchObject({
      status: 'pending',
      resultCode: 'pending',
      cardBrand: 'visa',
      cardScope: 'local',
      amount: 10_000_00,
      surchargeBasisPoints: 150,
      surcharge: 150_00,
      total: 10_150_00,
    });
    expect(created.checkoutUrl).toMatch(/^\/sandbox-gateway\/checkout\/cs_/);

    const page = await t.app.inject({ method: 'GET', url: created.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('BDT 10,150.00');
    expect(page.body).toContain('<label for="f-cardNumber">Card number</label>');

    const paid = await submit(created.checkoutUrl, 'card', card('4321 5500 0000 0008'));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment-result?paymentId=${created.payment.paymentId}&code=success`);

    const payment = await paymentOf(token, created.payment.paymentId);
    expect(payment).toMatchObject({ status: 'paid', resultCode: 'success', paidWith: 'Visa ending 0008' });
    expect(payment.transactionId).not.toBeNull();
    expect((await balanceOf(t.app, token)).walletBalance).toBe(10_000_00);

    const passbook = await get(t.app, token, PaymentPaths.passbook.load);
    const lines = passbook.json<PassbookPage>().entries;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: 'online_payment',
      reference: payment.reference,
      credit: 10_000_00,
      description: 'Online payment by Visa ending 0008',
    });
    const audit = await ledgerAudit();
    expect(audit.currencies.every((currency) => currency.balanced)).toBe(true);
    expect(audit.mismatchedAccounts).toEqual([]);

    // Opening the checkout again shows the outcome; the payer cannot pay twice.
    const again = await t.app.inject({ method: 'GET', url: created.checkoutUrl });
    expect(again.body).toContain('Payment successful');
    const repeat = await submit(created.checkoutUrl, 'card', card('4321 5500 0000 0008'));
    expect(repeat.statusCode).toBe(200);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(10_000_00);
  });

  it('changes nothing when the same signed result is replayed five times at once', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Replay Travels');
    const created = await createCardPayment(token, 5_000_00);
    await submit(created.checkoutUrl, 'card', card('4321550000000008'));
    const before = await paymentOf(token, created.payment.paymentId);
    const result = gatewayResult(created);
    const signature = sign(result);

    const replies = await Promise.all(Array.from({ length: 5 }, () => callback(result, signature)));
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ paymentId: created.payment.paymentId, status: 'paid' });
    }
    expect((await balanceOf(t.app, token)).walletBalance).toBe(5_000_00);
    expect(await paymentOf(token, created.payment.paymentId)).toEqual(before);
    const passbook = await get(t.app, token, PaymentPaths.passbook.load);
    expect(passbook.json<PassbookPage>().total).toBe(1);

    // A different outcome for a decided payment is refused.
    const failed = gatewayResult(created, { status: 'failed', reason: 'Declined' });
    const refused = await callback(failed, sign(failed));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe(OnlinePaymentErrorCode.AlreadyDecided);
  });

  it('refuses forged, tampered, mismatched and unknown results with 4xx and writes nothing', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Forgery Target Ltd');
    const created = await createCardPayment(token, 2_000_00);
    const auditBefore = await ledgerAudit();

    const result = gatewayResult(created);
    const forged = await callback(result, sign(result, 'not-the-server-secret-at-all'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe(OnlinePaymentErrorCode.SignatureInvalid);

    const tampered = await callback({ ...result, amount: 99_999_00 }, sign(result));
    expect(tampered.statusCode).toBe(400);

    const noSignature = await callback(result, '');
    expect(noSignature.statusCode).toBe(400);

    const otherTenant = { ...result, tenantId: 'skyway' };
    const crossTenant = await callback(otherTenant, sign(otherTenant));
    expect(crossTenant.statusCode).toBe(404);

    const wrongAmount = gatewayResult(created, { amount: 1_00 });
    const mismatched = await callback(wrongAmount, sign(wrongAmount));
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.json().error.code).toBe(OnlinePaymentErrorCode.ResultMismatch);

    const unknown = gatewayResult(created, { sessionId: 'cs_unknownsession00000' });
    const missing = await callback(unknown, sign(unknown));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: ErrorCode.NotFound, message: expect.any(String) } });

    const malformed = await callback({ ...result, amount: -1 }, sign(result));
    expect(malformed.statusCode).toBe(400);

    expect((await paymentOf(token, created.payment.paymentId)).status).toBe('pending');
    expect((await balanceOf(t.app, token)).walletBalance).toBe(0);
    expect((await ledgerAudit()).transactionCount).toBe(auditBefore.transactionCount);
  });

  it('marks declined, short-of-funds and cancelled payments and posts nothing', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Unlucky Tours');
    const auditBefore = await ledgerAudit();

    const declined = await createCardPayment(token, 1_000_00, '400000');
    expect(declined.payment.cardScope).toBe('international');
    expect(declined.payment.surcharge).toBe(30_00);
    const declinedReply = await submit(declined.checkoutUrl, 'card', card('4000 0000 0000 0002'));
    expect(declinedReply.headers.location).toContain('code=failure');
    expect(await paymentOf(token, declined.payment.paymentId)).toMatchObject({
      status: 'failed',
      resultCode: 'failure',
      failureReason: 'Card declined by the issuer',
      transactionId: null,
    });

    const short = await createCardPayment(token, 1_000_00, '400000');
    await submit(short.checkoutUrl, 'card', card('4000000000009995'));
    expect((await paymentOf(token, short.payment.paymentId)).failureReason).toBe('Insufficient funds');

    const cancelled = await createCardPayment(token, 1_000_00);
    const cancelReply = await submit(cancelled.checkoutUrl, 'cancel', {});
    expect(cancelReply.statusCode).toBe(303);
    expect(cancelReply.headers.location).toContain('code=cancel');
    expect((await paymentOf(token, cancelled.payment.paymentId)).status).toBe('cancelled');

    expect((await balanceOf(t.app, token)).walletBalance).toBe(0);
    expect((await ledgerAudit()).transactionCount).toBe(auditBefore.transactionCount);
  });

  it('keeps the checkout open with the mistakes named, and only takes the card the payment was priced for', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Typo Travels');
    const created = await createCardPayment(token, 1_000_00);
    const wrong = await submit(created.checkoutUrl, 'card', {
      cardNumber: '4321 5500 0000 0009',
      cardName: '',
      expiry: '01/20',
      cvv: '1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Enter a valid card number');
    expect(wrong.body).toContain('This card has expired');
    expect(wrong.body).toContain('aria-invalid="true"');
    const otherCard = await submit(created.checkoutUrl, 'card', card('4111 1111 1111 1111'));
    expect(otherCard.statusCode).toBe(422);
    expect(otherCard.body).toContain('priced for the card starting 432155');
    expect((await paymentOf(token, created.payment.paymentId)).status).toBe('pending');
  });

  it('expires a checkout after 15 minutes: the payment is expired and nothing is posted', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Slow Payers Ltd');
    const created = await createCardPayment(token, 1_000_00);
    clockOffsetMs = 16 * 60_000;
    try {
      const page = await t.app.inject({ method: 'GET', url: created.checkoutUrl });
      expect(page.body).toContain('Checkout expired');
      const late = await submit(created.checkoutUrl, 'card', card('4321550000000008'));
      expect(late.body).toContain('Checkout expired');
    } finally {
      clockOffsetMs = 0;
    }
    expect(await paymentOf(token, created.payment.paymentId)).toMatchObject({
      status: 'expired',
      resultCode: 'failure',
    });
    expect((await balanceOf(t.app, token)).walletBalance).toBe(0);
  });
  it('expires a checkout abandoned past its time on the sweep alone, telling us so: nothing is posted', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Abandoned Carts Ltd');
    const created = await createCardPayment(token, 1_000_00);
    // The sweep a running server makes every minute, made here by a gateway on the same database 16 minutes on.
    const delivered: number[] = [];
    const sweeper = createSandboxPaymentGateway({
      db: t.db,
      serverSecret: t.app.env.PAYMENT_GATEWAY_SECRET,
      now: () => new Date(Date.now() + 16 * 60_000),
      deliver: async ({ url, result, signature }) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { [GatewaySignatureHeader]: signature, 'content-type': 'application/json' },
          payload: result,
        });
        delivered.push(response.statusCode);
        return response.statusCode;
      },
    });
    expect(await sweeper.expireOverdue()).toBeGreaterThanOrEqual(1);
    expect(delivered.length).toBeGreaterThanOrEqual(1);
    expect(delivered.every((status) => status === 200)).toBe(true);
    expect(await paymentOf(token, created.payment.paymentId)).toMatchObject({
      status: 'expired',
      resultCode: 'failure',
    });
    expect((await balanceOf(t.app, token)).walletBalance).toBe(0);
    // Nothing overdue is left for the next sweep.
    expect(await sweeper.expireOverdue()).toBe(0);
  });

  it('decides a checkout once when the payer submits it twice at the same moment', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Double Submit Ltd');
    const created = await createCardPayment(token, 1_000_00);
    const replies = await Promise.all([
      submit(created.checkoutUrl, 'card', card('4321550000000008')),
      submit(created.checkoutUrl, 'card', card('4321550000000008')),
    ]);
    expect(replies.some((reply) => reply.statusCode === 303)).toBe(true);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(1_000_00);
    const passbook = await get(t.app, token, PaymentPaths.passbook.load);
    expect(passbook.json<PassbookPage>().total).toBe(1);
  });
});

describe('paying by mobile wallet and net banking', () => {
  it('takes a bKash payment after the code and PIN, and net banking after the bank sign-in', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Wallet Payers Ltd');
    const bkash = await create(token, {
      amount: 2_000_00,
      currency: 'BDT',
      method: 'mobile_wallet',
      wallet: 'bkash',
    });
    expect(bkash.statusCode, bkash.body).toBe(200);
    const wallet = bkash.json<CreatePaymentResponse>();
    expect(wallet.payment).toMatchObject({ wallet: 'bkash', surchargeBasisPoints: 185, surcharge: 37_00 });
    const codeStep = await submit(wallet.checkoutUrl, 'wallet/code', { walletNumber: '01712345678' });
    expect(codeStep.body).toContain('A verification code was sent to bKash number 017*****678.');
    const wrongCode = await submit(wallet.checkoutUrl, 'wallet/confirm', { code: '000000', pin: '12345' });
    expect(wrongCode.body).toContain('Wrong verification code');
    const confirmed = await submit(wallet.checkoutUrl, 'wallet/confirm', { code: '123456', pin: '12345' });
    expect(confirmed.headers.location).toContain('code=success');

    const bank = await create(token, { amount: 3_000_00, currency: 'BDT', method: 'net_banking' });
    const banking = bank.json<CreatePaymentResponse>();
    expect(banking.payment.surcharge).toBe(30_00);
    const signIn = await submit(banking.checkoutUrl, 'net-banking', {
      bank: 'brac',
      userId: 'rahim.uddin',
      password: 'Sandbox@123',
    });
    expect(signIn.headers.location).toContain('code=success');
    expect(await paymentOf(token, banking.payment.paymentId)).toMatchObject({
      status: 'paid',
      paidWith: 'BRAC Bank PLC',
    });
    expect((await balanceOf(t.app, token)).walletBalance).toBe(5_000_00);
  });
  it('fails a net banking payment after three wrong passwords, crediting nothing', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Forgetful Banker Ltd');
    const created = await create(token, { amount: 1_000_00, currency: 'BDT', method: 'net_banking' });
    const { checkoutUrl, payment } = created.json<CreatePaymentResponse>();
    const wrong = { bank: 'dbbl', userId: 'rahim.uddin', password: 'guess' };
    expect((await submit(checkoutUrl, 'net-banking', wrong)).body).toContain(
      'The user ID or password is wrong',
    );
    await submit(checkoutUrl, 'net-banking', wrong);
    const third = await submit(checkoutUrl, 'net-banking', wrong);
    expect(third.headers.location).toContain('code=failure');
    expect(await paymentOf(token, payment.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'Too many wrong attempts',
    });
    expect((await balanceOf(t.app, token)).walletBalance).toBe(0);
  });
});

describe('CreatePayment', () => {
  it('answers a repeat of the key with the same payment, and another body under it with 409', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Twice Clicked Ltd');
    const key = randomUUID();
    const body = { amount: 1_500_00, currency: 'BDT', method: 'card', cardBin: '432155' } as const;
    const first = await create(token, body, key);
    const second = await create(token, body, key);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const other = await create(token, { ...body, amount: 1_600_00 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe(MoneyErrorCode.IdempotencyKeyReused);
    const list = await get(t.app, token, PaymentPaths.eTransaction.getTransactions);
    expect(list.json<ETransactionPage>().total).toBe(1);
  });

  it('refuses bad input with 400 and broken rules with 422, in the error shape, storing nothing', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Bad Input Ltd');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: -5, currency: 'BDT', method: 'card' }, 400, 'amount'],
      [{ amount: 10.5, currency: 'BDT', method: 'card' }, 400, 'amount'],
      [{ amount: 1_000_00, currency: 'BDT', method: 'mobile_wallet' }, 400, 'wallet'],
      [{ amount: 1_000_00, currency: 'BDT', method: 'net_banking', cardBin: '432155' }, 400, 'cardBin'],
      [{ amount: 1_000_00, currency: 'BDT', method: 'card', cardBin: '43' }, 400, 'cardBin'],
      [{ amount: 1_000_00, currency: 'USD', method: 'card' }, 400, 'currency'],
      [{ amount: 1_000_00, currency: 'BDT', method: 'cash' }, 400, 'method'],
      [{ amount: 1_000_00, currency: 'BDT', method: 'card', extra: 1 }, 400, ''],
      [{ amount: 50_00, currency: 'BDT', method: 'card' }, 422, 'amount'],
      [{ amount: 30_000_00, currency: 'BDT', method: 'mobile_wallet', wallet: 'nagad' }, 422, 'amount'],
      [{ amount: 1_000_00, currency: 'BDT', method: 'card', cardBin: '601100' }, 422, 'cardBin'],
    ];
    for (const [body, status, field] of cases) {
      const response = await create(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      const error = response.json<{ error: { code: string; message: string } }>().error;
      expect(error.message, JSON.stringify(body)).toContain(field);
    }
    const noKey = await t.app.inject({
      method: 'POST',
      url: PaymentPaths.online.createPayment,
      headers: bearer(token),
      payload: { amount: 1_000_00, currency: 'BDT', method: 'card' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.code).toBe(MoneyErrorCode.IdempotencyKeyRequired);
    const list = await get(t.app, token, PaymentPaths.eTransaction.getTransactions);
    expect(list.json<ETransactionPage>().total).toBe(0);
  });
});

describe('configs, BIN lookup and status messages', () => {
  it('answers the gateway configs and the card details of a BIN', async () => {
    const { token } = await buildDepositAgency(t.db, t.app, 'Lookup Ltd');
    const mobile = (await get(t.app, token, PaymentPaths.online.getMobileConfig)).json<MobileConfig>();
    expect(mobile.wallets.map((wallet) => [wallet.wallet, wallet.enabled])).toEqual([
      ['bkash', true],
      ['nagad', true],
    ]);
    const cards = (
      await get(t.app, token, PaymentPaths.online.getCardPaymentConfig)
    ).json<CardPaymentConfig>();
    expect(cards.card).toMatchObject({
      localBasisPoints: 150,
      internationalBasisPoints: 300,
      minAmount: 100_00,
    });
    expect(cards.card.brands.map((brand) => brand.brand)).toEqual(['visa', 'mastercard', 'amex']);

    const lookup = async (cardNumber: string) =>
      get(t.app, token, `${PaymentPaths.card.getCardDetails}?cardNumber=${encodeURIComponent(cardNumber)}`);
    expect((await lookup('4321 5500')).json<CardDetails>()).toEqual({
      bin: '432155',
      brand: 'visa',
      accepted: true,
      issuer: 'Dutch-Bangla Bank PLC',
      country: 'BD',
      scope: 'local',
      surchargeBasisPoints: 150,
    });
    expect((await lookup('4111111111111111')).json<CardDetails>()).toMatchObject({
      scope: 'international',
      surchargeBasisPoints: 300,
    });
    expect((await lookup('5500000000')).json<CardDetails>()).toMatchObject({
      brand: 'mastercard',
      issuer: null,
      scope: 'international',
    });
    expect((await lookup('601100123')).json<CardDetails>()).toMatchObject({ brand: null, accepted: false });
    const bad = await lookup('12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe(ErrorCode.ValidationFailed);

    const message = await get(t.app, token, `${PaymentPaths.online.getStatusMessage}?code=success`);
    expect(message.json<StatusMessage>()).toMatchObject({ code: 'success', title: 'Payment successful' });
    expect((await get(t.app, token, `${PaymentPaths.online.getStatusMessage}?code=nope`)).statusCode).toBe(
      400,
    );
  });
});

describe('e-transactions', () => {
  it('lists the agency’s gateway payments with lookups and filters; another agency’s or tenant’s is a 404', async () => {
    const mine = await buildDepositAgency(t.db, t.app, 'Lister Ltd');
    const theirs = await buildDepositAgency(t.db, t.app, 'Other Lister Ltd');
    const paid = await createCardPayment(mine.token, 1_000_00);
    await submit(paid.checkoutUrl, 'card', card('4321550000000008'));
    const open = await createCardPayment(mine.token, 2_000_00);
    const foreign = await createCardPayment(theirs.token, 3_000_00);

    const lookups = (
      await get(t.app, mine.token, PaymentPaths.eTransaction.getLookups)
    ).json<ETransactionLookups>();
    expect(lookups.statuses.map((status) => status.value)).toEqual([
      'pending',
      'paid',
      'failed',
      'cancelled',
      'expired',
    ]);
    const all = (
      await get(t.app, mine.token, PaymentPaths.eTransaction.getTransactions)
    ).json<ETransactionPage>();
    expect(all.transactions.map((payment) => payment.paymentId)).toEqual([
      open.payment.paymentId,
      paid.payment.paymentId,
    ]);
    const onlyPaid = await get(t.app, mine.token, `${PaymentPaths.eTransaction.getTransactions}?status=paid`);
    expect(onlyPaid.json<ETransactionPage>().transactions.map((payment) => payment.status)).toEqual(['paid']);
    const paged = await get(
      t.app,
      mine.token,
      `${PaymentPaths.eTransaction.getTransactions}?page=2&pageSize=1`,
    );
    expect(paged.json<ETransactionPage>()).toMatchObject({ total: 2, page: 2, pageSize: 1 });

    const byId = (token: string, paymentId: string, host?: string) =>
      get(t.app, token, `${PaymentPaths.eTransaction.getTransactions}?paymentId=${paymentId}`, host);
    expect((await byId(mine.token, paid.payment.paymentId)).statusCode).toBe(200);
    expect((await byId(mine.token, foreign.payment.paymentId)).statusCode).toBe(404);
    expect((await byId(skywayAgent, paid.payment.paymentId, 'skyway.localhost')).statusCode).toBe(404);
    const foreignView = await get(
      t.app,
      mine.token,
      `${PaymentPaths.online.getPayment}?paymentId=${foreign.payment.paymentId}`,
    );
    expect(foreignView.statusCode).toBe(404);
    const badQuery = await get(t.app, mine.token, `${PaymentPaths.eTransaction.getTransactions}?status=lost`);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().error.code).toBe(ErrorCode.ValidationFailed);
  });
});
