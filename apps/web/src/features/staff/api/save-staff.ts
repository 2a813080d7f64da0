import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CompanySettingsPaths,
  ZStaffResponse,
  type CreateStaffRequest,
  type StaffResponse,
  type UpdateStaffRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { auditLogKey, rolesKey, staffKey } from './staff-keys';

export type SaveStaffInput =
  { kind: 'invite'; request: CreateStaffRequest } | { kind: 'update'; request: UpdateStaffRequest };

/** POST CompanySettings/createstaff (an invitation mail goes out) or updatestaff. */
export function saveStaff(input: SaveStaffInput): Promise<StaffResponse> {
  return input.kind === 'invite'
    ? api.post(CompanySettingsPaths.createStaff, input.request, { schema: ZStaffResponse })
    : api.post(CompanySettingsPaths.updateStaff, input.request, { schema: ZStaffResponse });
}

/** A change of staff changes the list, the roles' user counts and the audit log. */
export function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKey }),
      queryClient.invalidateQueries({ queryKey: rolesKey }),
      queryClient.invalidateQueries({ queryKey: auditLogKey }),
    ]);
}

export function useSaveStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: saveStaff, onSuccess: invalidate });
}
