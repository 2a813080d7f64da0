import type { Db } from '../../db/client';
import { hostReserved, hostTaken } from './tenant-admin-errors';
import { findHostsTakenByOthers } from './tenant-admin.repository';

const localLabel = /^([a-z0-9][a-z0-9-]*)\.localhost$/;

/**
 * Refuses hosts the tenant may not have: `localhost` is the provider's own fallback, `<id>.localhost` names tenant
 * `<id>` by convention (so only that tenant may list it), and a host another tenant answers on, has reserved or
 * named in any version is theirs. Run inside the transaction that stores the hosts.
 */
export async function refuseUnavailableHosts(
  db: Db,
  tenant: { id: string; isMain: boolean },
  hosts: string[],
): Promise<void> {
  for (const host of hosts) {
    if (host === 'localhost' && !tenant.isMain) throw hostReserved(host);
    const label = localLabel.exec(host)?.[1];
    if (label !== undefined && label !== tenant.id) throw hostReserved(host);
  }
  const [taken] = await findHostsTakenByOthers(db, tenant.id, hosts);
  if (taken) throw hostTaken(taken);
}
