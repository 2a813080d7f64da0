import { queryOptions, useQuery } from '@tanstack/react-query';
import { TenantAdminPaths, ZTenantDetail, type TenantDetail } from '@portal/contracts';
import { api } from '../../../lib/api';
import { tenantsKey } from './tenants';

/** GET Tenant/Get: the latest version to edit, the version history and the tenant's operators. */
export function getTenant(tenantId: string, signal?: AbortSignal): Promise<TenantDetail> {
  return api.get(TenantAdminPaths.get, { query: { tenantId }, schema: ZTenantDetail, signal });
}

export const tenantQuery = (tenantId: string) =>
  queryOptions({
    queryKey: [...tenantsKey, 'tenant', tenantId],
    queryFn: ({ signal }) => getTenant(tenantId, signal),
  });

export function useTenant(tenantId: string | null) {
  return useQuery({ ...tenantQuery(tenantId ?? ''), enabled: tenantId !== null });
}
