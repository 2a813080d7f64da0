import type { CreateTenantOperatorRequest, TenantOperator } from '@portal/contracts';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { operatorEmailTaken, tenantNotFound } from './tenant-admin-errors';
import { findTenantRow, listHostsByTenant } from './tenant-admin.repository';
import { insertTenantOperator, isEmailViolation, isTenantUserEmail } from './tenant-operator.repository';
import { toTenantOperator } from './tenant-shape';

export interface OperatorWelcome {
  to: string;
  name: string;
  brand: string;
  hosts: string[];
}

/**
 * A back-office account of that tenant (no agency) with the temporary password the provider hands over, hashed
 * like every password, which the operator must change at the first sign-in. An address already used by a user of
 * that tenant answers 409. The route mails the welcome once this has stored the account.
 */
export async function createTenantOperator(options: {
  db: Db;
  request: CreateTenantOperatorRequest;
  now: Date;
}): Promise<{ operator: TenantOperator; welcome: OperatorWelcome }> {
  const { db, request, now } = options;
  const tenant = await findTenantRow(db, request.tenantId);
  if (!tenant) throw tenantNotFound();
  const email = request.email.toLowerCase();
  if (await isTenantUserEmail(db, tenant.id, email)) throw operatorEmailTaken();
  const passwordHash = await hashPassword(request.temporaryPassword);
  try {
    const row = await insertTenantOperator(db, {
      tenantId: tenant.id,
      firstName: request.firstName,
      lastName: request.lastName,
      email,
      passwordHash,
      now,
    });
    const hosts = (await listHostsByTenant(db, [tenant.id])).get(tenant.id) ?? [];
    return {
      operator: toTenantOperator(row),
      welcome: {
        to: row.email,
        name: `${row.firstName} ${row.lastName}`,
        brand: tenant.config.tenantName || tenant.config.company.name,
        hosts,
      },
    };
  } catch (error) {
    // Two accounts of one address at once: the second meets the first's row.
    if (isEmailViolation(error)) throw operatorEmailTaken();
    throw error;
  }
}
