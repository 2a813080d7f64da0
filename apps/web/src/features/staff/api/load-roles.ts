import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanySettingsPaths, ZLoadRolesResponse, type LoadRolesResponse } from '@portal/contracts';
import { api } from '../../../lib/api';
import { rolesKey } from './staff-keys';

/** GET CompanySettings/loadroles: the agency's roles with their permissions and how many users hold each. */
export function loadRoles(signal?: AbortSignal): Promise<LoadRolesResponse> {
  return api.get(CompanySettingsPaths.loadRoles, { schema: ZLoadRolesResponse, signal });
}

export const rolesQuery = queryOptions({
  queryKey: [...rolesKey, 'load'],
  queryFn: ({ signal }) => loadRoles(signal),
});

export function useRoles() {
  return useQuery(rolesQuery);
}
