import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardPaths, ZDashboardResponse, type DashboardResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Dashboard/GetDashboard: the widgets and action widgets the signed-in user may see. */
export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return api.get(DashboardPaths.get, { schema: ZDashboardResponse, signal });
}

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => getDashboard(signal),
  // The figures move with every booking; a minute old is fresh enough for a landing page.
  staleTime: 60_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
