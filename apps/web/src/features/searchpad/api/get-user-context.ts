import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerPaths, ZUserContext, type UserContext } from '@portal/contracts';
import { api } from '../../../lib/api';

export function getUserContext(): Promise<UserContext> {
  return api.get(CustomerPaths.getUserContext, { geoData: true, schema: ZUserContext });
}

export const userContextQuery = queryOptions({ queryKey: ['customer', 'user-context'], queryFn: getUserContext });

export function useUserContext() {
  return useQuery(userContextQuery);
}
