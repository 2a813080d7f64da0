import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  GroupFareOperatorPaths,
  ZGroupFareBlocksResponse,
  type GroupFareBlocksResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import type { GroupFareBlockFilters } from '../utils/group-fare-filters';

/** Every special-fare query of the back office lives under this key, so a change to a block refreshes them all. */
export const groupFaresKey = ['backoffice', 'group-fares'] as const;

/** GET GroupFare/Blocks: one page of the tenant's blocks with their seat figures and each tab's count. */
export function getGroupFareBlocks(
  filters: GroupFareBlockFilters,
  signal?: AbortSignal,
): Promise<GroupFareBlocksResponse> {
  return api.get(GroupFareOperatorPaths.blocks, {
    query: {
      tab: filters.tab,
      kind: filters.kind || undefined,
      search: filters.search || undefined,
      page: filters.page,
    },
    schema: ZGroupFareBlocksResponse,
    signal,
  });
}

export const groupFareBlocksQuery = (filters: GroupFareBlockFilters) =>
  queryOptions({
    queryKey: [...groupFaresKey, 'blocks', filters],
    queryFn: ({ signal }) => getGroupFareBlocks(filters, signal),
  });

export function useGroupFareBlocks(filters: GroupFareBlockFilters) {
  return useQuery({ ...groupFareBlocksQuery(filters), placeholderData: keepPreviousData });
}
