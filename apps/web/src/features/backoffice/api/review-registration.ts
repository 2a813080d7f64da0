import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BackofficePaths,
  ZReviewRegistrationResponse,
  type ApproveRegistrationRequest,
  type RejectRegistrationRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { pendingRegistrationsKey } from './pending-registrations';

/** POST Registration/Approve. */
export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApproveRegistrationRequest) =>
      api.post(BackofficePaths.approve, body, { schema: ZReviewRegistrationResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingRegistrationsKey }),
  });
}

/** POST Registration/Reject. */
export function useRejectRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectRegistrationRequest) =>
      api.post(BackofficePaths.reject, body, { schema: ZReviewRegistrationResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingRegistrationsKey }),
  });
}
