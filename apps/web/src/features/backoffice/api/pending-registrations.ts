import { useQuery } from '@tanstack/react-query';
import { BackofficePaths, ZPendingRegistrationsResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

export const pendingRegistrationsKey = ['backoffice', 'registrations', 'pending'] as const;

/** GET Registration/GetPending. */
export function usePendingRegistrations() {
  return useQuery({
    queryKey: pendingRegistrationsKey,
    queryFn: () => api.get(BackofficePaths.getPending, { schema: ZPendingRegistrationsResponse }),
  });
}
