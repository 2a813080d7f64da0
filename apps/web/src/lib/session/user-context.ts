import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerPaths, type UserContext } from '@portal/contracts';
import { api } from '../api';

/** Read by its type: the API checks it against the contracts' schema, and zod stays off the first load. */
export function getUserContext(): Promise<UserContext> {
  return api.get<UserContext>(CustomerPaths.getUserContext, { geoData: true });
}

export const userContextQuery = queryOptions({
  queryKey: ['customer', 'user-context'],
  queryFn: getUserContext,
});

/** The signed-in user (spec §3 "User context"), shared by the frame, the guards and every page. */
export function useUserContext() {
  return useQuery(userContextQuery);
}
