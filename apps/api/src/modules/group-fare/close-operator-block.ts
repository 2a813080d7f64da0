import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { blockNotFound, wrongBlockStatus } from '../../group-fares/group-fare-block-errors';
import {
  lockTenantBlock,
  setBlockStatus,
  type GroupFareBlockRow,
} from '../../group-fares/group-fare-block.repository';
import { syncBlockSeats } from '../../group-fares/sync-block-seats';

/**
 * Operator/CloseBlock: Published → Closed. No new reservations; the open ones carry on. The seats nobody reserved go
 * back to the flights at once (the airline's group booking keeps only the reserved and sold ones), so the airline
 * can sell them again. 409 unless published.
 */
export async function closeOperatorBlock(options: {
  db: Db;
  supplier: FlightBookingSupplier;
  tenantId: string;
  blockId: string;
  now: Date;
}): Promise<GroupFareBlockRow> {
  const { tenantId, blockId, now } = options;
  return options.db.transaction(async (tx) => {
    const block = await lockTenantBlock(tx, tenantId, blockId);
    if (!block) throw blockNotFound();
    if (block.status !== 'Published') throw wrongBlockStatus('Only a published block can be closed.');
    await syncBlockSeats({
      tx,
      supplier: options.supplier,
      block,
      wanted: block.seatsReserved + block.seatsSold,
      now,
    });
    const moved = await setBlockStatus(tx, tenantId, blockId, { from: ['Published'], to: 'Closed', now });
    if (!moved) throw wrongBlockStatus('Only a published block can be closed.');
    return moved;
  });
}
