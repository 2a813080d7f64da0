import { GroupFareLimit, type GroupFareBlocksQuery, type GroupFareBlocksResponse } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { listTenantBlocks } from '../../group-fares/group-fare-block.repository';
import { pageWindow } from '../../lib/list-page';
import { operatorBlockViews } from './operator-block-view';

/** Operator/Blocks: the tenant's blocks in a tab (soonest flight first), paged, with every tab's count. */
export async function listOperatorBlocks(options: {
  db: Db;
  supply: FlightSupply;
  tenantId: string;
  query: GroupFareBlocksQuery;
}): Promise<GroupFareBlocksResponse> {
  const { db, tenantId, query } = options;
  const pageSize = GroupFareLimit.pageSize;
  const { rows, total, counts } = await listTenantBlocks(db, tenantId, {
    tab: query.tab,
    kind: query.kind,
    search: query.search || undefined,
    ...pageWindow({ page: query.page, pageSize }),
  });
  return {
    items: await operatorBlockViews(db, options.supply, tenantId, rows),
    total,
    page: query.page,
    pageSize,
    counts,
  };
}
