import { randomBytes } from 'node:crypto';
import {
  MobileWalletLabel,
  OnlinePaymentRules,
  type GatewayResult,
  type MobileWallet,
} from '@portal/contracts';
import type { Db } from '../db/client';
import { merchantSecret, signGatewayResult, type PaymentGateway } from './payment-gateway';
import {
  checkCard,
  checkNetBanking,
  checkWalletConfirmation,
  checkWalletNumber,
  maxWrongEntries,
  type Decision,
  type FieldErrors,
  type FormFields,
} from './sandbox-payment-gateway-rules';
import {
  countWrongEntry,
  decideSession,
  findSession,
  findOverdueSessions,
  findSessionByReference,
  insertSession,
  markAcknowledged,
  setWalletNumber,
  type SandboxSession,
} from './sandbox-payment-gateway.repository';

export const sandboxCheckoutPath = (sessionId: string) => `/sandbox-gateway/checkout/${sessionId}`;

/** What the checkout shows next: a form (again, with what to fix), the outcome, or the way back to the merchant. */
export type CheckoutScreen =
  | { kind: 'missing' }
  | { kind: 'form'; session: SandboxSession; errors: FieldErrors; values: FormFields }
  | { kind: 'done'; session: SandboxSession; returnUrl: string }
  | { kind: 'redirect'; url: string };

export interface SandboxGatewayOptions {
  db: Db;
  serverSecret: string;
  now: () => Date;
  /** Posts a signed result to the merchant's callback URL; answers the HTTP status the merchant gave. */
  deliver: (delivery: { url: string; result: GatewayResult; signature: string }) => Promise<number>;
}

export interface SandboxPaymentGateway extends PaymentGateway {
  show(sessionId: string): Promise<CheckoutScreen>;
  payByCard(sessionId: string, fields: FormFields): Promise<CheckoutScreen>;
  sendWalletCode(sessionId: string, fields: FormFields): Promise<CheckoutScreen>;
  confirmWallet(sessionId: string, fields: FormFields): Promise<CheckoutScreen>;
  payByNetBanking(sessionId: string, fields: FormFields): Promise<CheckoutScreen>;
  cancel(sessionId: string): Promise<CheckoutScreen>;
  /** Expires the checkouts nobody finished in time and tells their merchants; answers how many. */
  expireOverdue(): Promise<number>;
}

const expiredOutcome = { status: 'expired', reason: 'The checkout session expired', paidWith: null } as const;
/** Abandoned checkouts expired per sweep; the next sweep takes the rest. */
const overdueBatch = 50;

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

const returnUrlOf = (session: SandboxSession) =>
  session.status === 'paid'
    ? session.successUrl
    : session.status === 'cancelled'
      ? session.cancelUrl
      : session.failUrl;

/**
 * The built-in hosted-checkout gateway: real state (sessions open → paid, failed, cancelled or expired, once;
 * 15 minutes to pay), its own checkout page, a signed server-to-server result before the browser is sent back,
 * and the result posted again whenever the page is opened while the merchant has not acknowledged it.
 */
export function createSandboxPaymentGateway(options: SandboxGatewayOptions): SandboxPaymentGateway {
  const { db, now } = options;

  async function notify(session: SandboxSession): Promise<void> {
    if (session.status === 'open' || !session.decidedAt) return;
    const result: GatewayResult = {
      tenantId: session.tenantId,
      sessionId: session.id,
      merchantReference: session.merchantReference,
      status: session.status,
      amount: session.amount,
      currency: session.currency,
      method: session.method as GatewayResult['method'],
      gatewayTransactionId: session.gatewayTransactionId,
      reason: session.reason,
      paidWith: session.paidWith,
      decidedAt: session.decidedAt.toISOString(),
    };
    const signature = signGatewayResult(merchantSecret(options.serverSecret, session.tenantId), result);
    // A merchant that is down is told again the next time the page is opened; the payer is sent back regardless.
    const status = await options.deliver({ url: session.callbackUrl, result, signature }).catch(() => 0);
    if (status >= 200 && status < 300) await markAcknowledged(db, session.id, now());
  }

  async function decide(
    session: SandboxSession,
    outcome: {
      status: 'paid' | 'failed' | 'cancelled' | 'expired';
      reason: string | null;
      paidWith: string | null;
    },
  ): Promise<CheckoutScreen> {
    const charged = outcome.status === 'paid' || outcome.status === 'failed';
    const decided = await decideSession(db, {
      sessionId: session.id,
      ...outcome,
      gatewayTransactionId: charged ? `SBX${token(9).toUpperCase()}` : null,
      now: now(),
    });
    // Another submission decided it first: this one shows that outcome instead.
    const final = decided ?? (await findSession(db, session.id));
    if (!final) return { kind: 'missing' };
    await notify(final);
    return { kind: 'redirect', url: returnUrlOf(final) };
  }

  /** The session when it can still be paid; otherwise the screen to show (expired on the way if its time is up). */
  async function openSession(sessionId: string): Promise<SandboxSession | CheckoutScreen> {
    const session = await findSession(db, sessionId);
    if (!session) return { kind: 'missing' };
    if (session.status === 'open' && session.expiresAt.getTime() <= now().getTime()) {
      await decide(session, expiredOutcome);
    } else if (session.status === 'open') {
      return session;
    }
    const decided = (await findSession(db, sessionId)) ?? session;
    if (!decided.acknowledgedAt) await notify(decided);
    return { kind: 'done', session: decided, returnUrl: returnUrlOf(decided) };
  }

  const isScreen = (value: SandboxSession | CheckoutScreen): value is CheckoutScreen => 'kind' in value;

  async function settle(
    session: SandboxSession,
    decision: Decision,
    fields: FormFields,
  ): Promise<CheckoutScreen> {
    if (decision.kind === 'decided') return decide(session, decision);
    if (decision.kind === 'wrong' && (await countWrongEntry(db, session.id)) >= maxWrongEntries) {
      return decide(session, { status: 'failed', reason: 'Too many wrong attempts', paidWith: null });
    }
    return { kind: 'form', session, errors: decision.errors, values: fields };
  }

  const wrongMethod = (session: SandboxSession, fields: FormFields): CheckoutScreen => ({
    kind: 'form',
    session,
    errors: { form: 'This checkout takes another way to pay.' },
    values: fields,
  });

  return {
    async openCheckout(input, within) {
      const known = await findSessionByReference(within, input.tenantId, input.merchantReference);
      const createdAt = now();
      const session =
        known ??
        (await insertSession(within, {
          id: `cs_${token(18)}`,
          tenantId: input.tenantId,
          merchantReference: input.merchantReference,
          amount: input.amount,
          currency: input.currency,
          method: input.method,
          wallet: input.wallet,
          cardBin: input.cardBin,
          successUrl: input.successUrl,
          failUrl: input.failUrl,
          cancelUrl: input.cancelUrl,
          callbackUrl: input.callbackUrl,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + OnlinePaymentRules.checkoutMinutes * 60_000),
        }));
      return {
        sessionId: session.id,
        checkoutUrl: sandboxCheckoutPath(session.id),
        expiresAt: session.expiresAt,
      };
    },

    async show(sessionId) {
      const session = await openSession(sessionId);
      return isScreen(session) ? session : { kind: 'form', session, errors: {}, values: {} };
    },

    async payByCard(sessionId, fields) {
      const session = await openSession(sessionId);
      if (isScreen(session)) return session;
      if (session.method !== 'card') return wrongMethod(session, fields);
      return settle(session, checkCard(fields, session.cardBin, now()), { ...fields, cvv: '' });
    },

    async sendWalletCode(sessionId, fields) {
      const session = await openSession(sessionId);
      if (isScreen(session)) return session;
      if (session.method !== 'mobile_wallet') return wrongMethod(session, fields);
      const checked = checkWalletNumber(fields);
      if ('errors' in checked) return { kind: 'form', session, errors: checked.errors, values: fields };
      await setWalletNumber(db, session.id, checked.number);
      return { kind: 'form', session: { ...session, walletNumber: checked.number }, errors: {}, values: {} };
    },

    async confirmWallet(sessionId, fields) {
      const session = await openSession(sessionId);
      if (isScreen(session)) return session;
      if (session.method !== 'mobile_wallet' || !session.walletNumber) return wrongMethod(session, fields);
      const label = MobileWalletLabel[(session.wallet ?? 'bkash') as MobileWallet];
      return settle(session, checkWalletConfirmation(fields, session.walletNumber, label), {});
    },

    async payByNetBanking(sessionId, fields) {
      const session = await openSession(sessionId);
      if (isScreen(session)) return session;
      if (session.method !== 'net_banking') return wrongMethod(session, fields);
      return settle(session, checkNetBanking(fields), { ...fields, password: '' });
    },

    async cancel(sessionId) {
      const session = await openSession(sessionId);
      if (isScreen(session)) return session;
      return decide(session, { status: 'cancelled', reason: 'Cancelled by the payer', paidWith: null });
    },

    async expireOverdue() {
      const overdue = await findOverdueSessions(db, now(), overdueBatch);
      for (const session of overdue) await decide(session, expiredOutcome);
      return overdue.length;
    },
  };
}
