import type { Db } from '../../db/client';
import { publishVersionRow, type TenantRow, type VersionRow } from './tenant-admin.repository';
import { refuseUnavailableHosts } from './tenant-hosts';
import { configOf } from './tenant-shape';

/**
 * Inside a publish or rollback transaction: the version's brand becomes the tenant's config and its hosts the ones
 * it answers on. The hosts are checked again, as another tenant may have been given one since the version was saved.
 */
export async function makeVersionLive(
  tx: Db,
  tenant: Pick<TenantRow, 'id' | 'isMain'>,
  version: Pick<VersionRow, 'version' | 'brand' | 'hosts'>,
  now: Date,
): Promise<void> {
  await refuseUnavailableHosts(tx, tenant, version.hosts);
  await publishVersionRow(tx, {
    tenantId: tenant.id,
    version: version.version,
    config: configOf(tenant, version.brand),
    hosts: version.hosts,
    now,
  });
}
