import type { TenantDetail } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantNotFound } from './tenant-admin-errors';
import { findTenantRow, listVersionRows } from './tenant-admin.repository';
import { listTenantOperators } from './tenant-operator.repository';
import { toTenantOperator, toVersionSummary } from './tenant-shape';

/** A tenant as the editor opens it: its newest version, the history of versions and its operators. */
export async function getTenant(options: { db: Db; tenantId: string }): Promise<TenantDetail> {
  const { db, tenantId } = options;
  const tenant = await findTenantRow(db, tenantId);
  if (!tenant) throw tenantNotFound();
  const versions = await listVersionRows(db, tenantId);
  const latest = versions[0];
  if (!latest) throw tenantNotFound();
  const operators = await listTenantOperators(db, tenantId);
  return {
    tenantId: tenant.id,
    isMain: tenant.isMain,
    liveVersion: tenant.liveVersion,
    version: latest.version,
    hosts: latest.hosts,
    brand: latest.brand,
    versions: versions.map(toVersionSummary),
    operators: operators.map(toTenantOperator),
  };
}
