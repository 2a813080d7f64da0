import type { TenantConfig } from '@portal/contracts';
import type { Messaging } from '../../adapters/messaging';
import type { Db } from '../../db/client';
import type { AttemptLimiter } from './attempt-limiter';

/** What the sign-in use cases share: the database, the mail and SMS senders, and the per-account limits. */
export interface IdentityDeps {
  db: Db;
  messaging: Messaging;
  limiter: AttemptLimiter;
}

export interface TenantRef {
  id: string;
  config: TenantConfig;
}

export const brandOf = (tenant: TenantRef) => tenant.config.company.shortName || tenant.config.tenantName;
