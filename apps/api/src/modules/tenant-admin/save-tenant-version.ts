import type { SaveTenantVersionRequest, TenantVersionResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { hostTaken, tenantNotFound } from './tenant-admin-errors';
import {
  findTenantRow,
  insertVersionRow,
  isHostViolation,
  lockTenantWrites,
  reserveHosts,
} from './tenant-admin.repository';
import { refuseUnavailableHosts } from './tenant-hosts';

/**
 * The edited brand and hosts as the next version, not live until published. A tenant never published keeps its
 * newest hosts reserved; a live one keeps answering on its live hosts, the new ones being held by the version.
 */
export async function saveTenantVersion(options: {
  db: Db;
  request: SaveTenantVersionRequest;
  userId: string;
  now: Date;
}): Promise<TenantVersionResponse> {
  const { db, request, userId, now } = options;
  try {
    return await db.transaction(async (tx) => {
      await lockTenantWrites(tx);
      const tenant = await findTenantRow(tx, request.tenantId, { forUpdate: true });
      if (!tenant) throw tenantNotFound();
      await refuseUnavailableHosts(tx, tenant, request.hosts);
      const version = tenant.latestVersion + 1;
      await insertVersionRow(tx, {
        tenantId: tenant.id,
        version,
        brand: request.brand,
        hosts: request.hosts,
        createdByUserId: userId,
        now,
      });
      if (tenant.liveVersion === null) await reserveHosts(tx, tenant.id, request.hosts);
      return { tenantId: tenant.id, version, liveVersion: tenant.liveVersion };
    });
  } catch (error) {
    if (isHostViolation(error)) throw hostTaken(request.hosts.join(', '));
    throw error;
  }
}
