import {
  HeadOfficeFilter,
  StaffLimit,
  StaffStatuses,
  type LoadStaffQuery,
  type StaffStatus,
} from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/** The status tab: one status, or every user. */
export type StaffTabValue = StaffStatus | 'all';
export const staffTabValues: readonly StaffTabValue[] = ['all', ...StaffStatuses];

/** What the staff list is filtered by, kept in the address beside the page's tab. */
export interface StaffFilters {
  search: string;
  /** A role id, or '' for any role. */
  role: string;
  /** A branch id, HeadOfficeFilter, or '' for anywhere. */
  branch: string;
  status: StaffTabValue;
  page: number;
}

/** Every address key the staff list writes. */
export const staffFilterKeys = ['search', 'role', 'branch', 'status', 'page'] as const;
export const staffPageSize = StaffLimit.defaultPageSize;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters from the address; anything malformed is left out rather than refused by the API. */
export function staffFiltersFromSearch(search: URLSearchParams): StaffFilters {
  const role = search.get('role') ?? '';
  const branch = search.get('branch') ?? '';
  const status = search.get('status') ?? '';
  return {
    search: (search.get('search') ?? '').trim().slice(0, StaffLimit.searchMax),
    role: uuid.test(role) ? role : '',
    branch: branch === HeadOfficeFilter || uuid.test(branch) ? branch : '',
    status: (staffTabValues as readonly string[]).includes(status) ? (status as StaffTabValue) : 'all',
    page: pageFrom(search),
  };
}

/** The address keys for these filters: empty ones, every status and the first page are left out. */
export function staffFiltersToSearch(filters: StaffFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.search) search.set('search', filters.search);
  if (filters.role) search.set('role', filters.role);
  if (filters.branch) search.set('branch', filters.branch);
  if (filters.status !== 'all') search.set('status', filters.status);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as CompanySettings/loadstaff's query. */
export function filtersToQuery(filters: StaffFilters): LoadStaffQuery & { page: number; pageSize: number } {
  return {
    search: filters.search || undefined,
    roleId: filters.role || undefined,
    branchId: filters.branch || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    page: filters.page,
    pageSize: staffPageSize,
  };
}

export const hasStaffFilters = (filters: StaffFilters) =>
  Boolean(filters.search || filters.role || filters.branch);
