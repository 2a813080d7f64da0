import type { CreateGroupFareBlockRequest, OperatorGroupFareBlock } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { createGroupFareBlock } from '../../group-fares/create-group-fare-block';
import { findGroupFareOption } from '../../group-fares/find-group-fare-flights';
import { operatorBlockViewOf } from './operator-block-view';

/**
 * Operator/CreateBlock: the flight option picked is found again at the GDS (before the transaction: the sandbox reads
 * its seat counts outside it), then the seats are taken and the block written as one transaction. A Draft.
 */
export async function createOperatorBlock(options: {
  db: Db;
  supply: FlightSupply;
  supplier: FlightBookingSupplier;
  tenantId: string;
  userId: string;
  currency: string;
  body: CreateGroupFareBlockRequest;
  now: Date;
}): Promise<OperatorGroupFareBlock> {
  const { flight, ...terms } = options.body;
  const option = await findGroupFareOption({ supply: options.supply, ...flight });
  const row = await options.db.transaction((tx) =>
    createGroupFareBlock({
      tx,
      tenantId: options.tenantId,
      userId: options.userId,
      currency: options.currency,
      terms,
      option,
      supplier: options.supplier,
      now: options.now,
    }),
  );
  return operatorBlockViewOf(options.db, options.supply, options.tenantId, row);
}
