import type { ListTenantsResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listHostsByTenant, listTenantRows } from './tenant-admin.repository';

/** Every tenant, the main one first, with what it serves (or would serve once published) and its versions. */
export async function listTenants(options: { db: Db }): Promise<ListTenantsResponse> {
  const rows = await listTenantRows(options.db);
  const hosts = await listHostsByTenant(
    options.db,
    rows.map((row) => row.id),
  );
  return {
    tenants: rows.map((row) => ({
      tenantId: row.id,
      name: row.config.tenantName || row.config.company.name,
      isMain: row.isMain,
      theme: row.config.global.theme,
      loginVariation: row.config.loginVariation,
      primaryColor: row.config.global.primaryColor,
      primaryLogo: row.config.logo.primaryLogo,
      hosts: hosts.get(row.id) ?? [],
      liveVersion: row.liveVersion,
      latestVersion: row.latestVersion,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
