import type { OperatorGroupFareBlock } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { blockNotFound } from '../../group-fares/group-fare-block-errors';
import { findTenantBlock } from '../../group-fares/group-fare-block.repository';
import { operatorBlockViewOf } from './operator-block-view';

/** Operator/Block: one block of the tenant with its figures; another tenant's is 404. */
export async function getOperatorBlock(options: {
  db: Db;
  supply: FlightSupply;
  tenantId: string;
  blockId: string;
}): Promise<OperatorGroupFareBlock> {
  const row = await findTenantBlock(options.db, options.tenantId, options.blockId);
  if (!row) throw blockNotFound();
  return operatorBlockViewOf(options.db, options.supply, options.tenantId, row);
}
