import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanySettingsPaths, ZStaffLookupsResponse, type StaffLookupsResponse } from '@portal/contracts';
import { api } from '../../../lib/api';
import { staffKey } from './staff-keys';

/** GET CompanySettings/GetStaffLookups: the roles, active branches and statuses the filters and the form offer. */
export function getStaffLookups(signal?: AbortSignal): Promise<StaffLookupsResponse> {
  return api.get(CompanySettingsPaths.getStaffLookups, { schema: ZStaffLookupsResponse, signal });
}

export const staffLookupsQuery = queryOptions({
  queryKey: [...staffKey, 'lookups'],
  queryFn: ({ signal }) => getStaffLookups(signal),
});

export function useStaffLookups() {
  return useQuery(staffLookupsQuery);
}
