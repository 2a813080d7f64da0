import {
  AgencyAuditTargetTypes,
  AuditLogLimit,
  type AgencyAuditTargetType,
  type LoadAuditLogQuery,
} from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/** The audit log's filter, kept in the address: what the entries are about, or every kind. */
export interface AuditFilters {
  type: AgencyAuditTargetType | 'all';
  page: number;
}

export const auditFilterKeys = ['type', 'page'] as const;

export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const type = search.get('type') ?? '';
  return {
    type: (AgencyAuditTargetTypes as readonly string[]).includes(type)
      ? (type as AgencyAuditTargetType)
      : 'all',
    page: pageFrom(search),
  };
}

export function auditFiltersToSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type !== 'all') search.set('type', filters.type);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export function auditQuery(filters: AuditFilters): LoadAuditLogQuery & { page: number; pageSize: number } {
  return {
    targetType: filters.type === 'all' ? undefined : filters.type,
    page: filters.page,
    pageSize: AuditLogLimit.defaultPageSize,
  };
}
