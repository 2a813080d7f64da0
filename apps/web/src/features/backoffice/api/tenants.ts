import { queryOptions, useQuery } from '@tanstack/react-query';
import { TenantAdminPaths, ZListTenantsResponse, type ListTenantsResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

export const tenantsKey = ['backoffice', 'tenants'] as const;

/** GET Tenant/List: every tenant with its live and latest version (the main tenant's operators only). */
export function getTenants(signal?: AbortSignal): Promise<ListTenantsResponse> {
  return api.get(TenantAdminPaths.list, { schema: ZListTenantsResponse, signal });
}

export const tenantsQuery = queryOptions({
  queryKey: [...tenantsKey, 'list'],
  queryFn: ({ signal }) => getTenants(signal),
});

export function useTenants() {
  return useQuery(tenantsQuery);
}
