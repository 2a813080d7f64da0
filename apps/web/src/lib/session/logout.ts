import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { IdentityPaths } from '@portal/contracts';
import { api } from '../api';
import { clearSession } from '../client-store';

export function logout(): Promise<unknown> {
  return api.post(IdentityPaths.logout, {});
}

/** Ends the session on the server, then forgets it here whatever the answer, and returns to the home page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      clearSession();
      queryClient.clear();
      await navigate('/', { replace: true });
    },
  });
}

/** Forgets the session without calling the server (it already refused the token). */
export function useLocalLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [queryClient, navigate]);
}
