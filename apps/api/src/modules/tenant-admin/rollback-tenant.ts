import type { RollbackTenantRequest, TenantVersionResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { makeVersionLive } from './make-version-live';
import { hostTaken, tenantNotFound, versionNotFound } from './tenant-admin-errors';
import {
  findTenantRow,
  findVersionRow,
  insertVersionRow,
  isHostViolation,
  lockTenantWrites,
} from './tenant-admin.repository';

/**
 * Goes back to an earlier version by copying it into a new one and publishing that: the history stays
 * append-only and says what was restored from where. Every process forgets its hosts after the commit.
 */
export async function rollbackTenant(options: {
  db: Db;
  /** Tells every API process that tenants changed (the tenant directory). */
  announceChange: () => Promise<void>;
  request: RollbackTenantRequest;
  userId: string;
  now: Date;
}): Promise<TenantVersionResponse> {
  const { db, announceChange, request, userId, now } = options;
  let created: number;
  try {
    created = await db.transaction(async (tx) => {
      await lockTenantWrites(tx);
      const tenant = await findTenantRow(tx, request.tenantId, { forUpdate: true });
      if (!tenant) throw tenantNotFound();
      const source = await findVersionRow(tx, tenant.id, request.version);
      if (!source) throw versionNotFound();
      const copy = { version: tenant.latestVersion + 1, brand: source.brand, hosts: source.hosts };
      await insertVersionRow(tx, {
        tenantId: tenant.id,
        ...copy,
        createdByUserId: userId,
        restoredFrom: source.version,
        now,
      });
      await makeVersionLive(tx, tenant, copy, now);
      return copy.version;
    });
  } catch (error) {
    if (isHostViolation(error)) throw hostTaken('one of this version’s hosts');
    throw error;
  }
  await announceChange();
  return { tenantId: request.tenantId, version: created, liveVersion: created };
}
