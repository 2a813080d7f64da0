import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { blockNotFound, wrongBlockStatus } from './group-fare-block-errors';
import { lockTenantBlock, setBlockStatus, type GroupFareBlockRow } from './group-fare-block.repository';
import { syncBlockSeats } from './sync-block-seats';

/**
 * Draft or Closed → Published: agencies of its visibility find it and reserve seats. A closed block gave its unsold
 * seats back to the airline, so they are taken again first (409 when the flights no longer have them). 409 when
 * already published.
 */
export async function publishGroupFareBlock(options: {
  tx: Db;
  tenantId: string;
  blockId: string;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<GroupFareBlockRow> {
  const { tx, tenantId, blockId, now } = options;
  const block = await lockTenantBlock(tx, tenantId, blockId);
  if (!block) throw blockNotFound();
  if (block.status === 'Published') throw wrongBlockStatus('This block is already published.');
  await syncBlockSeats({ tx, supplier: options.supplier, block, wanted: block.totalSeats, now });
  const moved = await setBlockStatus(tx, tenantId, blockId, {
    from: ['Draft', 'Closed'],
    to: 'Published',
    now,
  });
  if (!moved) throw wrongBlockStatus('This block is already published.');
  return moved;
}
