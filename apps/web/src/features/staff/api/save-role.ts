import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CompanySettingsPaths,
  ZRoleResponse,
  type CreateRoleRequest,
  type RoleResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { auditLogKey, rolesKey, staffKey } from './staff-keys';

/** POST CompanySettings/createrole, or updaterole when the role has an id (its whole list is replaced). */
export function saveRole(input: {
  roleId: string | null;
  request: CreateRoleRequest;
}): Promise<RoleResponse> {
  return input.roleId
    ? api.post(
        CompanySettingsPaths.updateRole,
        { roleId: input.roleId, ...input.request },
        { schema: ZRoleResponse },
      )
    : api.post(CompanySettingsPaths.createRole, input.request, { schema: ZRoleResponse });
}

/** A role's name shows in the staff list and its filters; every change is in the audit log. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rolesKey }),
        queryClient.invalidateQueries({ queryKey: staffKey }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  });
}
