import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { IdempotencyHeader, PartialPaymentPaths, type SettleNowRequest } from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { createOrderDue, type CreateOrderDueOptions } from '../../src/ledger/create-order-due';

let counter = 0;

/** A fresh order reference, unique in the test run. */
export function orderReference(prefix = 'TST'): string {
  counter += 1;
  return `${prefix}-${randomUUID().slice(0, 6).toUpperCase()}${counter}`;
}

/** Issues a partly paid order the way the booking work will: createOrderDue inside a database transaction. */
export function issueWithDue(
  db: Db,
  input: Omit<CreateOrderDueOptions, 'db' | 'currency' | 'createdBy' | 'now' | 'orderReference'> &
    Partial<Pick<CreateOrderDueOptions, 'currency' | 'now' | 'orderReference'>>,
) {
  return db.transaction((tx) =>
    createOrderDue({
      currency: 'BDT',
      createdBy: null,
      now: new Date(),
      orderReference: orderReference(),
      ...input,
      db: tx,
    }),
  );
}

export function settleNow(
  app: FastifyInstance,
  token: string,
  body: Partial<SettleNowRequest> & Record<string, unknown>,
  key: string | null = randomUUID(),
  host = 'localhost',
) {
  return app.inject({
    method: 'POST',
    url: PartialPaymentPaths.settleNow,
    headers: { host, authorization: `Bearer ${token}`, ...(key ? { [IdempotencyHeader]: key } : {}) },
    payload: body,
  });
}

export function getAs(app: FastifyInstance, token: string, url: string, host = 'localhost') {
  return app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${token}` } });
}
