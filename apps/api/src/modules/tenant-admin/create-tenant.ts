import type { CreateTenantRequest, TenantVersionResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { hostTaken, tenantIdTaken } from './tenant-admin-errors';
import {
  findTenantRow,
  insertTenantRow,
  insertVersionRow,
  isHostViolation,
  lockTenantWrites,
  reserveHosts,
} from './tenant-admin.repository';
import { refuseUnavailableHosts } from './tenant-hosts';
import { configOf } from './tenant-shape';

/**
 * A new white-label tenant as version 1, not live: it answers on no host until published, but its hosts are
 * reserved at once. Every check runs inside the one transaction that stores it, so a refusal stores nothing.
 */
export async function createTenant(options: {
  db: Db;
  request: CreateTenantRequest;
  userId: string;
  now: Date;
}): Promise<TenantVersionResponse> {
  const { db, request, userId, now } = options;
  const tenant = { id: request.tenantId, isMain: false };
  try {
    await db.transaction(async (tx) => {
      await lockTenantWrites(tx);
      if (await findTenantRow(tx, tenant.id)) throw tenantIdTaken(tenant.id);
      await refuseUnavailableHosts(tx, tenant, request.hosts);
      await insertTenantRow(tx, { config: configOf(tenant, request.brand), now });
      await insertVersionRow(tx, {
        tenantId: tenant.id,
        version: 1,
        brand: request.brand,
        hosts: request.hosts,
        createdByUserId: userId,
        now,
      });
      await reserveHosts(tx, tenant.id, request.hosts);
    });
  } catch (error) {
    if (isHostViolation(error)) throw hostTaken(request.hosts.join(', '));
    throw error;
  }
  return { tenantId: tenant.id, version: 1, liveVersion: null };
}
