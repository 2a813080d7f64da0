import { useMutation } from '@tanstack/react-query';
import {
  CompanySettingsPaths,
  ZStaffResponse,
  type SetStaffStatusRequest,
  type StaffResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { useInvalidateStaff } from './save-staff';

/** POST CompanySettings/setstaffstatus: suspending ends every session of the person at once. */
export function setStaffStatus(request: SetStaffStatusRequest): Promise<StaffResponse> {
  return api.post(CompanySettingsPaths.setStaffStatus, request, { schema: ZStaffResponse });
}

export function useSetStaffStatus() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: setStaffStatus, onSuccess: invalidate });
}
