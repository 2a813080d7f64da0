import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayResult, MobileWallet, OnlinePaymentMethod } from '@portal/contracts';
import type { Db } from '../db/client';

/** What the merchant (a tenant) asks the gateway to collect. */
export interface OpenCheckoutInput {
  tenantId: string;
  /** Our payment's reference; a gateway opens one session per reference, so a repeat returns the same one. */
  merchantReference: string;
  /** Minor units the payer is charged (the amount plus its surcharge). */
  amount: number;
  currency: string;
  /** The only way the checkout offers to pay, as the payment was priced for it. */
  method: OnlinePaymentMethod;
  wallet: MobileWallet | null;
  /** When priced for a card, only cards starting with these digits are taken. */
  cardBin: string | null;
  /** Where the payer's browser goes after each outcome. */
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  /** Where the signed result is posted, server to server, before the browser is sent back. */
  callbackUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** The hosted checkout page the payer's browser goes to. */
  checkoutUrl: string;
  expiresAt: Date;
}

/**
 * A hosted-checkout payment gateway (SSLCommerz-like): we open a session for an amount, the payer pays on the
 * gateway's own page, and the gateway posts us a signed result and sends the browser back to us.
 */
export interface PaymentGateway {
  /**
   * Opens (or, for a reference already opened, returns) a checkout session. `within` is the caller's database
   * transaction: the built-in sandbox keeps its sessions there, so a refused payment leaves no session behind; a
   * gateway reached over the network ignores it.
   */
  openCheckout(input: OpenCheckoutInput, within: Db): Promise<CheckoutSession>;
}

/** A tenant's signing secret, derived from the server's, so tenants never share one and none is stored. */
export function merchantSecret(serverSecret: string, tenantId: string): Buffer {
  return createHmac('sha256', serverSecret).update(`payment-gateway:${tenantId}`).digest();
}

/** The result's fields in key order, each once: what is signed is exactly what is read. */
function canonicalPayload(result: GatewayResult): string {
  const entries = Object.entries(result).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}

export function signGatewayResult(secret: Buffer, result: GatewayResult): string {
  return createHmac('sha256', secret).update(canonicalPayload(result)).digest('hex');
}

/** Compares in constant time, so a forger learns nothing from how long a wrong signature takes to refuse. */
export function verifyGatewayResult(secret: Buffer, result: GatewayResult, signature: string): boolean {
  const expected = Buffer.from(signGatewayResult(secret, result), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
