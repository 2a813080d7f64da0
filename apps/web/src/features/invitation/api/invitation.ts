import { useMutation, useQuery } from '@tanstack/react-query';
import {
  InvitationPaths,
  ZAcceptInvitationResponse,
  ZInvitationView,
  type AcceptInvitationRequest,
  type AcceptInvitationResponse,
  type InvitationView,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { HttpError } from '../../../lib/api-errors';

/** GET Invitation/View?token (public): who is invited to which agency; 404 unknown, 410 used or expired. */
export function viewInvitation(token: string, signal?: AbortSignal): Promise<InvitationView> {
  return api.get(InvitationPaths.view, { query: { token }, auth: false, schema: ZInvitationView, signal });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['identity', 'invitation', token],
    queryFn: ({ signal }) => viewInvitation(token, signal),
    enabled: token !== '',
    // A refused link stays refused: asking again only delays the message.
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
    staleTime: Infinity,
  });
}

/** POST Invitation/Accept (public): sets the password; the link then stops working. */
export function acceptInvitation(request: AcceptInvitationRequest): Promise<AcceptInvitationResponse> {
  return api.post(InvitationPaths.accept, request, { auth: false, schema: ZAcceptInvitationResponse });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
