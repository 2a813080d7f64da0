import { and, arrayOverlaps, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ZTenantBrand, ZTenantConfig, type TenantBrand, type TenantConfig } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantConfigVersions, tenantHosts, tenants, users } from '../../db/schema';

/*
 * Tenant management reads and writes tenants themselves, so its functions take the tenant they manage (never the
 * request's). Brands are validated on read, so a hand-edited row fails loudly instead of reaching an editor.
 */

/** Tenant writes are rare; one lock keeps two of them from reserving the same host or version number at once. */
export async function lockTenantWrites(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tenant-admin'))`);
}

export interface TenantRow {
  id: string;
  isMain: boolean;
  config: TenantConfig;
  liveVersion: number | null;
  latestVersion: number;
  updatedAt: Date;
}

const tenantColumns = {
  id: tenants.id,
  isMain: tenants.isMain,
  config: tenants.config,
  liveVersion: tenants.liveVersion,
  latestVersion: tenants.latestVersion,
  updatedAt: tenants.updatedAt,
};

const toTenantRow = (row: TenantRow): TenantRow => ({ ...row, config: ZTenantConfig.parse(row.config) });

export async function listTenantRows(db: Db): Promise<TenantRow[]> {
  const rows = await db.select(tenantColumns).from(tenants).orderBy(desc(tenants.isMain), asc(tenants.id));
  return rows.map(toTenantRow);
}

/** Any tenant, live or not; `forUpdate` holds its row for the rest of the transaction. */
export async function findTenantRow(
  db: Db,
  tenantId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TenantRow | null> {
  const query = db.select(tenantColumns).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? toTenantRow(row) : null;
}

/** The hosts each tenant answers on (or has reserved, before its first publish). */
export async function listHostsByTenant(db: Db, tenantIds: string[]): Promise<Map<string, string[]>> {
  const byTenant = new Map<string, string[]>();
  if (tenantIds.length === 0) return byTenant;
  const rows = await db
    .select({ host: tenantHosts.host, tenantId: tenantHosts.tenantId })
    .from(tenantHosts)
    .where(inArray(tenantHosts.tenantId, tenantIds))
    .orderBy(asc(tenantHosts.host));
  for (const row of rows) byTenant.set(row.tenantId, [...(byTenant.get(row.tenantId) ?? []), row.host]);
  return byTenant;
}

/**
 * Which of these hosts another tenant holds: answered or reserved by it, or named in any of its versions (a
 * version may be published later, so its hosts stay its own).
 */
export async function findHostsTakenByOthers(db: Db, tenantId: string, hosts: string[]): Promise<string[]> {
  if (hosts.length === 0) return [];
  const reserved = await db
    .select({ host: tenantHosts.host })
    .from(tenantHosts)
    .where(and(inArray(tenantHosts.host, hosts), ne(tenantHosts.tenantId, tenantId)));
  const versioned = await db
    .select({ hosts: tenantConfigVersions.hosts })
    .from(tenantConfigVersions)
    .where(
      and(arrayOverlaps(tenantConfigVersions.hosts, hosts), ne(tenantConfigVersions.tenantId, tenantId)),
    );
  const taken = new Set([...reserved.map((row) => row.host), ...versioned.flatMap((row) => row.hosts)]);
  return hosts.filter((host) => taken.has(host));
}

export interface VersionRow {
  version: number;
  brand: TenantBrand;
  hosts: string[];
  createdAt: Date;
  publishedAt: Date | null;
  restoredFrom: number | null;
  createdBy: string | null;
}

const versionColumns = {
  version: tenantConfigVersions.version,
  brand: tenantConfigVersions.brand,
  hosts: tenantConfigVersions.hosts,
  createdAt: tenantConfigVersions.createdAt,
  publishedAt: tenantConfigVersions.publishedAt,
  restoredFrom: tenantConfigVersions.restoredFrom,
  createdBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

const toVersionRow = (row: VersionRow): VersionRow => ({ ...row, brand: ZTenantBrand.parse(row.brand) });

/** Every version of a tenant, newest first. */
export async function listVersionRows(db: Db, tenantId: string): Promise<VersionRow[]> {
  const rows = await db
    .select(versionColumns)
    .from(tenantConfigVersions)
    .leftJoin(users, eq(users.id, tenantConfigVersions.createdByUserId))
    .where(eq(tenantConfigVersions.tenantId, tenantId))
    .orderBy(desc(tenantConfigVersions.version));
  return rows.map(toVersionRow);
}

export async function findVersionRow(db: Db, tenantId: string, version: number): Promise<VersionRow | null> {
  const [row] = await db
    .select(versionColumns)
    .from(tenantConfigVersions)
    .leftJoin(users, eq(users.id, tenantConfigVersions.createdByUserId))
    .where(and(eq(tenantConfigVersions.tenantId, tenantId), eq(tenantConfigVersions.version, version)))
    .limit(1);
  return row ? toVersionRow(row) : null;
}

/** A new tenant, not live: its config is version 1's, kept only because the column is required until publish. */
export async function insertTenantRow(tx: Db, input: { config: TenantConfig; now: Date }): Promise<void> {
  const config = ZTenantConfig.parse(input.config);
  await tx.insert(tenants).values({
    id: config.tenantId,
    name: config.tenantName,
    isMain: false,
    config,
    liveVersion: null,
    latestVersion: 1,
    createdAt: input.now,
    updatedAt: input.now,
  });
}

/** Holds hosts for a tenant before its first publish, so no other tenant can take them meanwhile. */
export async function reserveHosts(tx: Db, tenantId: string, hosts: string[]): Promise<void> {
  await tx.delete(tenantHosts).where(eq(tenantHosts.tenantId, tenantId));
  if (hosts.length > 0) await tx.insert(tenantHosts).values(hosts.map((host) => ({ host, tenantId })));
}

export async function insertVersionRow(
  tx: Db,
  input: {
    tenantId: string;
    version: number;
    brand: TenantBrand;
    hosts: string[];
    createdByUserId: string;
    restoredFrom?: number | null;
    now: Date;
  },
): Promise<void> {
  await tx.insert(tenantConfigVersions).values({
    tenantId: input.tenantId,
    version: input.version,
    brand: ZTenantBrand.parse(input.brand),
    hosts: input.hosts,
    createdByUserId: input.createdByUserId,
    restoredFrom: input.restoredFrom ?? null,
    createdAt: input.now,
  });
  await tx.update(tenants).set({ latestVersion: input.version }).where(eq(tenants.id, input.tenantId));
}

/** Makes a version live: the tenant's config and name, its hosts (replacing the previous ones), its live mark. */
export async function publishVersionRow(
  tx: Db,
  input: { tenantId: string; version: number; config: TenantConfig; hosts: string[]; now: Date },
): Promise<void> {
  const config = ZTenantConfig.parse(input.config);
  await tx
    .update(tenants)
    .set({ config, name: config.tenantName, liveVersion: input.version, updatedAt: input.now })
    .where(eq(tenants.id, input.tenantId));
  await reserveHosts(tx, input.tenantId, input.hosts);
  await tx
    .update(tenantConfigVersions)
    .set({ publishedAt: input.now })
    .where(
      and(eq(tenantConfigVersions.tenantId, input.tenantId), eq(tenantConfigVersions.version, input.version)),
    );
}

/** The primary-key refusal of a host another tenant took in the same instant, however the driver wraps it. */
export function isHostViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'tenant_hosts_pkey') return true;
  }
  return false;
}
