import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TenantAdminPaths, ZTenantVersionResponse, type TenantVersionResponse } from '@portal/contracts';
import { api } from '../../../lib/api';
import { tenantsKey } from './tenants';

export type PublishAction = 'publish' | 'rollback';

/**
 * POST Tenant/Publish (that version goes live) or Tenant/Rollback (a copy of that earlier version goes live as a
 * new version). Either way the tenant's hosts serve it at once.
 */
export function publishTenant(
  action: PublishAction,
  tenantId: string,
  version: number,
): Promise<TenantVersionResponse> {
  const path = action === 'publish' ? TenantAdminPaths.publish : TenantAdminPaths.rollback;
  return api.post(path, { tenantId, version }, { schema: ZTenantVersionResponse });
}

export function usePublishTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      tenantId,
      version,
    }: {
      action: PublishAction;
      tenantId: string;
      version: number;
    }) => publishTenant(action, tenantId, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsKey }),
  });
}
