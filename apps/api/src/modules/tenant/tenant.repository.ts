import { and, eq, isNotNull } from 'drizzle-orm';
import { ZTenantConfig, type TenantConfig } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantHosts, tenants } from '../../db/schema';

export interface ResolvedTenant {
  id: string;
  isMain: boolean;
  config: TenantConfig;
}

/*
 * These lookups find the request's tenant, so unlike every other repository they cannot take one.
 * Configs are validated on read as well as on write, so a hand-edited row fails loudly instead of reaching a browser.
 * Only live tenants answer: one created in the back office and never published has reserved hosts but no brand yet.
 */

const columns = { id: tenants.id, isMain: tenants.isMain, config: tenants.config };
const isLive = isNotNull(tenants.liveVersion);

function toTenant(row: { id: string; isMain: boolean; config: unknown } | undefined): ResolvedTenant | null {
  if (!row) return null;
  const config = ZTenantConfig.parse(row.config);
  return { id: row.id, isMain: row.isMain, config: { ...config, tenantId: row.id, isMain: row.isMain } };
}

export async function findTenantByHost(db: Db, host: string): Promise<ResolvedTenant | null> {
  const [row] = await db
    .select(columns)
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(and(eq(tenantHosts.host, host), isLive))
    .limit(1);
  return toTenant(row);
}

export async function findTenantById(db: Db, tenantId: string): Promise<ResolvedTenant | null> {
  const [row] = await db
    .select(columns)
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isLive))
    .limit(1);
  return toTenant(row);
}

export async function findMainTenant(db: Db): Promise<ResolvedTenant | null> {
  const [row] = await db
    .select(columns)
    .from(tenants)
    .where(and(eq(tenants.isMain, true), isLive))
    .limit(1);
  return toTenant(row);
}
