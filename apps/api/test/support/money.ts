import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  BackofficeMoneyPaths,
  IdempotencyHeader,
  PaymentPaths,
  type PostAdjustmentRequest,
  type WalletBalance,
} from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { buildAgency, buildUser } from '../../src/db/seed/builders';
import { login } from './requests';

/** An agency of its own with an owner who can sign in: each money test starts from an empty wallet. */
export async function buildAgencyWithOwner(db: Db, app: FastifyInstance, name: string) {
  const agency = await buildAgency(db, { tenantId: 'bdfare', name });
  const email = `owner-${randomUUID().slice(0, 8)}@money.test`;
  await buildUser(db, { tenantId: 'bdfare', agencyId: agency.id, email, password: 'Money@1234' });
  const token = await login(app, email, { password: 'Money@1234' });
  return { agencyId: agency.id, token };
}

/**
 * An agency of its own whose wallet an operator credited with an opening float (none when `amount` is 0), and its
 * owner signed in.
 */
export async function buildFundedAgency(
  app: FastifyInstance,
  db: Db,
  options: { operatorToken: string; name: string; amount?: number },
) {
  const owner = await buildAgencyWithOwner(db, app, options.name);
  const amount = options.amount ?? 5_000_000_00;
  if (amount > 0) {
    const credited = await adjust(app, options.operatorToken, {
      agencyId: owner.agencyId,
      direction: 'credit',
      amount,
      reason: 'Opening float',
    });
    if (credited.statusCode !== 200)
      throw new Error(`opening float: ${credited.statusCode} ${credited.body}`);
  }
  return owner;
}

export function adjust(
  app: FastifyInstance,
  operatorToken: string,
  body: Partial<PostAdjustmentRequest> & Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: BackofficeMoneyPaths.postAdjustment,
    headers: { authorization: `Bearer ${operatorToken}`, ...(key ? { [IdempotencyHeader]: key } : {}) },
    payload: body,
  });
}

export async function balanceOf(app: FastifyInstance, token: string): Promise<WalletBalance> {
  const response = await app.inject({
    method: 'GET',
    url: PaymentPaths.passbook.myBalance,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`balance: ${response.statusCode} ${response.body}`);
  return response.json<WalletBalance>();
}

export function setCreditLimit(
  app: FastifyInstance,
  operatorToken: string,
  agencyId: string,
  creditLimit: number,
) {
  return app.inject({
    method: 'POST',
    url: BackofficeMoneyPaths.setCreditLimit,
    headers: { authorization: `Bearer ${operatorToken}` },
    payload: { agencyId, creditLimit },
  });
}
