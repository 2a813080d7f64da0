import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanySettingsPaths, ZModuleListResponse, type ModuleListResponse } from '@portal/contracts';
import { api } from '../../../lib/api';
import { rolesKey } from './staff-keys';

/** GET CompanySettings/GetModuleList: the permissions grouped by module, and the presets a role may start from. */
export function getModuleList(signal?: AbortSignal): Promise<ModuleListResponse> {
  return api.get(CompanySettingsPaths.getModuleList, { schema: ZModuleListResponse, signal });
}

export const moduleListQuery = queryOptions({
  queryKey: [...rolesKey, 'modules'],
  queryFn: ({ signal }) => getModuleList(signal),
  // The list changes only with a new release.
  staleTime: Infinity,
});

export function useModuleList() {
  return useQuery(moduleListQuery);
}
