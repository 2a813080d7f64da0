import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BackofficeUserPaths, ZGetUsersResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

export const backofficeUsersKey = ['backoffice', 'users'] as const;

/** GET User/GetUsers; the previous page stays on screen while the next one (or a new search) loads. */
export function useBackofficeUsers(params: { search: string; page: number }) {
  return useQuery({
    queryKey: [...backofficeUsersKey, params],
    queryFn: ({ signal }) =>
      api.get(BackofficeUserPaths.getUsers, {
        query: { search: params.search || undefined, page: params.page },
        schema: ZGetUsersResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
