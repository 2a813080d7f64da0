import { ErrorCode } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findMainTenant, findTenantByHost, findTenantById, type ResolvedTenant } from './tenant.repository';

const localLabel = /^([a-z0-9][a-z0-9-]*)\.localhost$/;

function requireTenant(tenant: ResolvedTenant | null): ResolvedTenant {
  if (!tenant)
    throw new AppError(ErrorCode.TenantNotFound, 404, 'No travel portal is configured for this address.');
  return tenant;
}

/**
 * Which brand a request is for: an X-Tenant-Id header names it outright; otherwise the host decides
 * (a registered host, then `<tenantId>.localhost` for trying white-label tenants locally), and any other host
 * falls back to the main tenant. A named tenant that does not exist is a 404, never the main tenant.
 */
export async function resolveTenant(options: {
  db: Db;
  hostname: string;
  tenantIdHeader?: string | undefined;
}): Promise<ResolvedTenant> {
  const { db } = options;
  const headerId = options.tenantIdHeader?.trim().toLowerCase();
  if (headerId) return requireTenant(await findTenantById(db, headerId));

  const host = options.hostname.toLowerCase().replace(/\.$/, '');
  const byHost = await findTenantByHost(db, host);
  if (byHost) return byHost;

  const label = localLabel.exec(host)?.[1];
  if (label) return requireTenant(await findTenantById(db, label));

  const main = await findMainTenant(db);
  if (!main) throw new AppError(ErrorCode.TenantNotFound, 404, 'No travel portal has been set up yet.');
  return main;
}
