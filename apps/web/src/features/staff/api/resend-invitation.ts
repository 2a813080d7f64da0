import { useMutation } from '@tanstack/react-query';
import { CompanySettingsPaths, ZStaffResponse, type StaffResponse } from '@portal/contracts';
import { api } from '../../../lib/api';
import { useInvalidateStaff } from './save-staff';

/** POST CompanySettings/resendinvitation: a new link is mailed and the older ones stop working. */
export function resendInvitation(staffId: string): Promise<StaffResponse> {
  return api.post(CompanySettingsPaths.resendInvitation, { staffId }, { schema: ZStaffResponse });
}

export function useResendInvitation() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: resendInvitation, onSuccess: invalidate });
}
