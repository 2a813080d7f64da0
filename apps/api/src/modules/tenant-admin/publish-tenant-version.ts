import type { PublishTenantVersionRequest, TenantVersionResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { makeVersionLive } from './make-version-live';
import { hostTaken, tenantNotFound, versionNotFound } from './tenant-admin-errors';
import { findTenantRow, findVersionRow, isHostViolation, lockTenantWrites } from './tenant-admin.repository';

/**
 * Makes a saved version live, then tells every API process to forget what hosts resolved to, so the brand and
 * its hosts answer everywhere at once (after the commit, so no process can read the old rows again).
 */
export async function publishTenantVersion(options: {
  db: Db;
  /** Tells every API process that tenants changed (the tenant directory). */
  announceChange: () => Promise<void>;
  request: PublishTenantVersionRequest;
  now: Date;
}): Promise<TenantVersionResponse> {
  const { db, announceChange, request, now } = options;
  try {
    await db.transaction(async (tx) => {
      await lockTenantWrites(tx);
      const tenant = await findTenantRow(tx, request.tenantId, { forUpdate: true });
      if (!tenant) throw tenantNotFound();
      const version = await findVersionRow(tx, tenant.id, request.version);
      if (!version) throw versionNotFound();
      await makeVersionLive(tx, tenant, version, now);
    });
  } catch (error) {
    if (isHostViolation(error)) throw hostTaken('one of this version’s hosts');
    throw error;
  }
  await announceChange();
  return { tenantId: request.tenantId, version: request.version, liveVersion: request.version };
}
