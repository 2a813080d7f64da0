import type { TenantBrand, TenantConfig, TenantOperator, TenantVersionSummary } from '@portal/contracts';
import type { VersionRow } from './tenant-admin.repository';
import type { OperatorRow } from './tenant-operator.repository';

/** The stored config of a brand: the id and the main flag are always the server's, whatever was edited. */
export function configOf(tenant: { id: string; isMain: boolean }, brand: TenantBrand): TenantConfig {
  return { ...brand, tenantId: tenant.id, isMain: tenant.isMain };
}

export function brandOf(config: TenantConfig): TenantBrand {
  const { tenantId: _id, isMain: _main, ...brand } = config;
  return brand;
}

export function toVersionSummary(row: VersionRow): TenantVersionSummary {
  return {
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    // Versions written by the seed or the upgrade have no author.
    createdBy: row.createdBy ?? 'System',
    publishedAt: row.publishedAt?.toISOString() ?? null,
    restoredFrom: row.restoredFrom,
    theme: row.brand.global.theme,
    primaryColor: row.brand.global.primaryColor,
    hosts: row.hosts,
  };
}

export function toTenantOperator(row: OperatorRow): TenantOperator {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}
