import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TenantAdminPaths,
  ZCreateTenantOperatorResponse,
  type CreateTenantOperatorRequest,
  type TenantOperator,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { tenantQuery } from './tenant';

/** POST Tenant/CreateOperator: a back-office account of the tenant, which must change its password at first sign-in. */
export function createTenantOperator(body: CreateTenantOperatorRequest): Promise<TenantOperator> {
  return api.post(TenantAdminPaths.createOperator, body, { schema: ZCreateTenantOperatorResponse });
}

export function useCreateTenantOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenantOperator,
    onSuccess: (_operator, body) =>
      queryClient.invalidateQueries({ queryKey: tenantQuery(body.tenantId).queryKey }),
  });
}
