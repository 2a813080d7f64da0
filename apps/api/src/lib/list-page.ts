import { endOfTenantDay, startOfTenantDay } from './tenant-clock';

/** The rows a list's page covers, pages counted from 1. */
export function pageWindow(query: { page: number; pageSize: number }): { offset: number; limit: number } {
  return { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
}

/**
 * A filter's range of days of the tenant's calendar, both kept, as instants: from the first day's start until
 * (not including) the start of the day after the last. A missing end leaves that side open.
 */
export function tenantDayRange(
  from: string | undefined,
  to: string | undefined,
): { from: Date | undefined; until: Date | undefined } {
  return {
    from: from ? startOfTenantDay(from) : undefined,
    until: to ? endOfTenantDay(to) : undefined,
  };
}
