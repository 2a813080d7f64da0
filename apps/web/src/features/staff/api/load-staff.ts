import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CompanySettingsPaths, ZStaffPage, type StaffPage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { filtersToQuery, type StaffFilters } from '../utils/staff-filters';
import { staffKey } from './staff-keys';

/** GET CompanySettings/loadstaff: one page of the agency's users (owners and staff). */
export function loadStaff(filters: StaffFilters, signal?: AbortSignal): Promise<StaffPage> {
  return api.get(CompanySettingsPaths.loadStaff, {
    query: filtersToQuery(filters),
    schema: ZStaffPage,
    signal,
  });
}

export const staffQuery = (filters: StaffFilters) =>
  queryOptions({
    queryKey: [...staffKey, 'load', filters],
    queryFn: ({ signal }) => loadStaff(filters, signal),
  });

/** The previous page stays on screen while the next one (or a new search) loads. */
export function useStaff(filters: StaffFilters) {
  return useQuery({ ...staffQuery(filters), placeholderData: keepPreviousData });
}
