import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  BackofficeMoneyPaths,
  IdempotencyHeader,
  IdentityPaths,
  PaymentPaths,
  type AuthenticateResponse,
  type DepositAccountsResponse,
  type DepositMethod,
  type DepositView,
} from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { buildAgency, buildUser } from '../../src/db/seed/builders';
import { tenantToday } from '../../src/lib/tenant-clock';
import { latestCodeTo } from './outbox';
import { hosts, testDeviceId } from './requests';
import { jpegBytes, multipart, nextAddress, pdfBytes, pngBytes, type MultipartFile } from './registration';

/**
 * An agency of the main tenant with an owner signed in, each from an address of its own so the per-address login
 * limit never joins tests up: every deposit test starts from an empty wallet and an empty list.
 */
export async function buildDepositAgency(db: Db, app: FastifyInstance, name: string) {
  const agency = await buildAgency(db, { tenantId: 'bdfare', name });
  const email = `owner-${randomUUID().slice(0, 8)}@deposits.test`;
  await buildUser(db, { tenantId: 'bdfare', agencyId: agency.id, email, password: 'Deposit@1234' });
  const remoteAddress = nextAddress();
  const headers = { host: hosts.main, 'x-device-id': testDeviceId };
  const response = await app.inject({
    method: 'POST',
    url: IdentityPaths.authenticate,
    remoteAddress,
    headers,
    payload: { username: email, password: 'Deposit@1234' },
  });
  let body = response.json<AuthenticateResponse>();
  // A first login on the device goes through the emailed code, as a person's would.
  if (!body.authenticated && body.verificationReference) {
    const verified = await app.inject({
      method: 'POST',
      url: IdentityPaths.verifyDevice,
      remoteAddress,
      headers,
      payload: {
        username: email,
        reference: body.verificationReference,
        verificationCode: await latestCodeTo(db, email),
      },
    });
    body = verified.json<AuthenticateResponse>();
  }
  const token = body.identity?.token;
  if (!token) throw new Error(`Login of ${email} failed: ${JSON.stringify(body)}`);
  return { agencyId: agency.id, email: agency.email, token };
}

export const initiatePath: Record<DepositMethod, string> = {
  bank_deposit: PaymentPaths.deposit.initiateBankDeposit,
  bank_transfer: PaymentPaths.deposit.initiateBankTransfer,
  cheque_deposit: PaymentPaths.deposit.initiateChequeDeposit,
  mobile_banking: PaymentPaths.deposit.initiate,
};

const dayMs = 86_400_000;
/** Days of the tenant's calendar around now. */
export const yesterday = () => tenantToday(new Date(Date.now() - dayMs));
export const today = () => tenantToday(new Date());
export const tomorrow = () => tenantToday(new Date(Date.now() + dayMs));

export const slip = {
  png: (size?: number): MultipartFile => ({
    name: 'slip',
    filename: 'slip.png',
    contentType: 'image/png',
    content: pngBytes(size),
  }),
  jpeg: (): MultipartFile => ({
    name: 'slip',
    filename: 'slip.jpg',
    contentType: 'image/jpeg',
    content: jpegBytes(),
  }),
  pdf: (): MultipartFile => ({
    name: 'slip',
    filename: 'slip.pdf',
    contentType: 'application/pdf',
    content: pdfBytes(),
  }),
};

/** A valid form of each method, with the account it was paid into where the method names one. */
export function depositFields(
  method: DepositMethod,
  bankAccountId: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const base: Record<DepositMethod, Record<string, string>> = {
    bank_deposit: {
      providerBankAccountId: bankAccountId,
      depositDate: yesterday(),
      depositorBranch: 'Motijheel Branch, Dhaka',
      slipNumber: 'SL-204518',
      amount: '1500000',
    },
    bank_transfer: {
      providerBankAccountId: bankAccountId,
      transferDate: yesterday(),
      senderBankName: 'Eastern Bank PLC',
      senderAccountNumber: '1041360278914',
      transactionReference: 'NPSB2404180001',
      amount: '2500000',
    },
    cheque_deposit: {
      providerBankAccountId: bankAccountId,
      chequeNumber: '4578123',
      chequeBank: 'City Bank PLC',
      chequeDate: yesterday(),
      depositDate: today(),
      amount: '750000',
    },
    mobile_banking: {
      wallet: 'bkash',
      senderPhone: '01712345678',
      transactionId: '9a7b6c5d4e',
      amount: '300000',
    },
  };
  return { ...base[method], ...overrides };
}

export interface InitiateOptions {
  files?: MultipartFile[];
  key?: string | null;
  host?: string;
}

/** Sends a deposit request as the web form does: multipart, with an Idempotency-Key. */
export function initiate(
  app: FastifyInstance,
  token: string,
  method: DepositMethod,
  fields: Record<string, string>,
  options: InitiateOptions = {},
) {
  const body = multipart(fields, options.files ?? []);
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.inject({
    method: 'POST',
    url: initiatePath[method],
    headers: {
      host: options.host ?? hosts.main,
      authorization: `Bearer ${token}`,
      'content-type': body.contentType,
      ...(key ? { [IdempotencyHeader]: key } : {}),
    },
    payload: body.payload,
  });
}

/** Creates a deposit that must succeed; answers it. */
export async function createDeposit(
  app: FastifyInstance,
  token: string,
  method: DepositMethod,
  fields: Record<string, string>,
  options: InitiateOptions = {},
): Promise<DepositView> {
  const files =
    options.files ?? (method === 'bank_deposit' || method === 'cheque_deposit' ? [slip.png()] : []);
  const response = await initiate(app, token, method, fields, { ...options, files });
  if (response.statusCode !== 200) throw new Error(`deposit: ${response.statusCode} ${response.body}`);
  return response.json<{ deposit: DepositView }>().deposit;
}

export async function depositAccounts(
  app: FastifyInstance,
  token: string,
  host: string = hosts.main,
): Promise<DepositAccountsResponse> {
  const response = await app.inject({
    method: 'GET',
    url: PaymentPaths.deposit.availDeposit,
    headers: { host, authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`availdeposit: ${response.statusCode} ${response.body}`);
  return response.json<DepositAccountsResponse>();
}

export function approve(
  app: FastifyInstance,
  operatorToken: string,
  depositId: string,
  key: string = randomUUID(),
  host: string = hosts.main,
) {
  return app.inject({
    method: 'POST',
    url: BackofficeMoneyPaths.approveDeposit,
    headers: { host, authorization: `Bearer ${operatorToken}`, [IdempotencyHeader]: key },
    payload: { depositId },
  });
}

export function reject(
  app: FastifyInstance,
  operatorToken: string,
  depositId: string,
  reason: string,
  host: string = hosts.main,
) {
  return app.inject({
    method: 'POST',
    url: BackofficeMoneyPaths.rejectDeposit,
    headers: { host, authorization: `Bearer ${operatorToken}` },
    payload: { depositId, reason },
  });
}

/** A GET of the agency or back-office API with the caller's token. */
export function get(
  app: FastifyInstance,
  token: string,
  url: string,
  query: Record<string, string> = {},
  host: string = hosts.main,
) {
  return app.inject({ method: 'GET', url, query, headers: { host, authorization: `Bearer ${token}` } });
}
