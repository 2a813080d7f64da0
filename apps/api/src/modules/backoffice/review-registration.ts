import {
  RegistrationReviewErrorCode,
  RegistrationReviewMessage,
  type ReviewRegistrationResponse,
} from '@portal/contracts';
import type { Messaging } from '../../adapters/messaging';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { agencyExists, decidePendingAgency } from './registration-review.repository';

async function notPendingOrUnknown(db: Db, tenantId: string, agencyId: string): Promise<never> {
  if (!(await agencyExists(db, tenantId, agencyId))) throw AppError.notFound('Registration not found.');
  throw new AppError(RegistrationReviewErrorCode.NotPending, 409, RegistrationReviewMessage.notPending);
}

/** Approves a pending registration exactly once; its owner may log in from then on. */
export async function approveRegistration(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  now?: Date;
}): Promise<ReviewRegistrationResponse> {
  const decided = await decidePendingAgency(options.db, {
    tenantId: options.tenantId,
    agencyId: options.agencyId,
    status: 'active',
    reason: null,
    now: options.now ?? new Date(),
  });
  if (!decided) return notPendingOrUnknown(options.db, options.tenantId, options.agencyId);
  return { agencyId: options.agencyId, status: 'active' };
}

/** Rejects a pending registration exactly once and mails the applicant the reason. */
export async function rejectRegistration(options: {
  db: Db;
  messaging: Messaging;
  tenantId: string;
  brand: string;
  agencyId: string;
  reason: string;
  now?: Date;
}): Promise<ReviewRegistrationResponse> {
  const decided = await decidePendingAgency(options.db, {
    tenantId: options.tenantId,
    agencyId: options.agencyId,
    status: 'rejected',
    reason: options.reason,
    now: options.now ?? new Date(),
  });
  if (!decided) return notPendingOrUnknown(options.db, options.tenantId, options.agencyId);
  await options.messaging.mail.sendMail({
    tenantId: options.tenantId,
    to: decided.email,
    subject: `${options.brand} registration of ${decided.name}`,
    body:
      `We are sorry: the registration of ${decided.name} was not approved.\n\n` +
      `Reason: ${options.reason}\n\n` +
      'You are welcome to register again once the reason above has been addressed, or contact our support team.',
  });
  return { agencyId: options.agencyId, status: 'rejected' };
}
