import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CompanySettingsPaths, ZAuditLogPage, type AuditLogPage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { auditQuery, type AuditFilters } from '../utils/audit-filters';
import { auditLogKey } from './staff-keys';

/** GET CompanySettings/loadauditlog: one page of the agency's audit log, newest first. */
export function loadAuditLog(filters: AuditFilters, signal?: AbortSignal): Promise<AuditLogPage> {
  return api.get(CompanySettingsPaths.loadAuditLog, {
    query: auditQuery(filters),
    schema: ZAuditLogPage,
    signal,
  });
}

export const auditLogQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...auditLogKey, filters],
    queryFn: ({ signal }) => loadAuditLog(filters, signal),
  });

export function useAuditLog(filters: AuditFilters) {
  return useQuery({ ...auditLogQuery(filters), placeholderData: keepPreviousData });
}
