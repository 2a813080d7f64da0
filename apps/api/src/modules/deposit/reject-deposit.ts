import type { BackofficeDepositResponse, RejectDepositRequest } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging';
import type { Db } from '../../db/client';
import { depositNotFound } from './deposit-errors';
import { findTenantDeposit, markDepositRejected } from './deposit-review.repository';
import { toBackofficeDeposit } from './deposit-shape';
import { mailDepositDecision } from './mail-deposit-decision';
import { refuseDecision } from './refuse-decision';

/**
 * Back office: rejects a pending deposit with a reason, exactly once, by flipping pending → rejected on the
 * condition that it is still pending; nothing is posted. A deposit already decided answers 409 and nothing changes.
 * The agency is mailed the reason.
 */
export async function rejectDeposit(options: {
  db: Db;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'error'>;
  tenantId: string;
  brand: string;
  operatorId: string;
  request: RejectDepositRequest;
  now: Date;
}): Promise<BackofficeDepositResponse> {
  const { db, tenantId, request } = options;
  const rejected = await markDepositRejected(db, {
    tenantId,
    depositId: request.depositId,
    operatorId: options.operatorId,
    reason: request.reason,
    now: options.now,
  });
  if (!rejected) return refuseDecision(db, tenantId, request.depositId);
  const found = await findTenantDeposit(db, tenantId, rejected.id);
  if (!found) throw depositNotFound();
  const deposit = toBackofficeDeposit(rejected, found.bankAccount, found.agency);
  await mailDepositDecision({
    messaging: options.messaging,
    log: options.log,
    tenantId,
    brand: options.brand,
    to: found.agency.email,
    deposit,
  });
  return { deposit };
}
