import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TenantAdminPaths,
  ZTenantVersionResponse,
  type CreateTenantRequest,
  type TenantVersionResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { tenantsKey } from './tenants';

/**
 * POST Tenant/Create (a new tenant, version 1) or Tenant/SaveVersion (a new version of an existing one). Neither
 * goes live: publishing is its own step.
 */
export function saveTenant(body: CreateTenantRequest, isNew: boolean): Promise<TenantVersionResponse> {
  return api.post(isNew ? TenantAdminPaths.create : TenantAdminPaths.saveVersion, body, {
    schema: ZTenantVersionResponse,
  });
}

export function useSaveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isNew }: { body: CreateTenantRequest; isNew: boolean }) => saveTenant(body, isNew),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsKey }),
  });
}
