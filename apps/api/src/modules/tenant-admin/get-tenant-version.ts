import type { TenantVersionDetail } from '@portal/contracts';
import type { Db } from '../../db/client';
import { versionNotFound } from './tenant-admin-errors';
import { findVersionRow } from './tenant-admin.repository';

/** One stored version, to look at (or preview) before rolling back to it. */
export async function getTenantVersion(options: {
  db: Db;
  tenantId: string;
  version: number;
}): Promise<TenantVersionDetail> {
  const row = await findVersionRow(options.db, options.tenantId, options.version);
  if (!row) throw versionNotFound();
  return { tenantId: options.tenantId, version: row.version, hosts: row.hosts, brand: row.brand };
}
