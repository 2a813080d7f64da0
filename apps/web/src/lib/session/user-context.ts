import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerPaths, ZUserContext, type UserContext } from '@portal/contracts';
import { api } from '../api';

export function getUserContext(): Promise<UserContext> {
  return api.get(CustomerPaths.getUserContext, { geoData: true, schema: ZUserContext });
}

export const userContextQuery = queryOptions({
  queryKey: ['customer', 'user-context'],
  queryFn: getUserContext,
});

/** The signed-in user (spec §3 "User context"), shared by the frame, the guards and every page. */
export function useUserContext() {
  return useQuery(userContextQuery);
}
