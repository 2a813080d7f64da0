import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IdentityPaths, ZEndUserSessionsResponse, type EndUserSessionsRequest } from '@portal/contracts';
import { api } from '../../../lib/api';
import { backofficeUsersKey } from './backoffice-users';

/** POST Session/EndUserSessions; the user list is read again so the row shows its sessions gone. */
export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndUserSessionsRequest) =>
      api.post(IdentityPaths.endUserSessions, body, { schema: ZEndUserSessionsResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeUsersKey }),
  });
}
