import type { OperatorGroupFareBlock, UpdateGroupFareBlockRequest } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { checkBlockTerms } from '../../group-fares/check-block-terms';
import { blockNotFound, seatsBelowTaken } from '../../group-fares/group-fare-block-errors';
import {
  lockTenantBlock,
  setBlockAgencies,
  updateBlockTerms,
} from '../../group-fares/group-fare-block.repository';
import { syncBlockSeats } from '../../group-fares/sync-block-seats';
import { operatorBlockViewOf } from './operator-block-view';

/**
 * Operator/UpdateBlock: the terms rewritten under the block's lock. A change of seats resizes the airline's group
 * booking in the same transaction (more seats taken from the flights, or the spare ones given back), never below
 * the seats reserved and sold (409). A closed block holds only its taken seats at the airline: its new total is
 * taken when it is published again.
 */
export async function updateOperatorBlock(options: {
  db: Db;
  supply: FlightSupply;
  supplier: FlightBookingSupplier;
  tenantId: string;
  body: UpdateGroupFareBlockRequest;
  now: Date;
}): Promise<OperatorGroupFareBlock> {
  const { tenantId, body, now } = options;
  const row = await options.db.transaction(async (tx) => {
    const block = await lockTenantBlock(tx, tenantId, body.blockId);
    if (!block) throw blockNotFound();
    const deadlines = {
      nameDeadline: new Date(body.nameDeadline),
      balanceDeadline: new Date(body.balanceDeadline),
      ticketingDeadline: new Date(body.ticketingDeadline),
    };
    const agencyIds = await checkBlockTerms(
      tx,
      tenantId,
      { ...deadlines, visibility: body.visibility, agencyIds: body.agencyIds },
      { firstDepartureAt: block.firstDepartureAt, now, storedNameDeadline: block.nameDeadline },
    );
    if (body.totalSeats < block.seatsReserved + block.seatsSold) throw seatsBelowTaken();
    if (block.status !== 'Closed' && body.totalSeats !== block.totalSeats) {
      await syncBlockSeats({ tx, supplier: options.supplier, block, wanted: body.totalSeats, now });
    }
    const updated = await updateBlockTerms(tx, tenantId, block.id, {
      terms: {
        title: body.title,
        fareAdult: body.fares.adult,
        fareChild: body.fares.child,
        fareInfant: body.fares.infant,
        baggage: body.baggage,
        fareRules: body.fareRules,
        totalSeats: body.totalSeats,
        perAgencyCap: body.perAgencyCap,
        depositPerSeat: body.depositPerSeat,
        depositRule: body.depositRule,
        holdMinutes: body.holdMinutes,
        ...deadlines,
        visibility: body.visibility,
      },
      now,
    });
    if (!updated) throw seatsBelowTaken();
    await setBlockAgencies(tx, tenantId, block.id, agencyIds);
    return updated;
  });
  return operatorBlockViewOf(options.db, options.supply, tenantId, row);
}
