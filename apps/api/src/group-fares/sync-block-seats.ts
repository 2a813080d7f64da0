import { SupplierError, type FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { flightSoldOut } from './group-fare-block-errors';
import type { GroupFareBlockRow } from './group-fare-block.repository';

/**
 * Makes the airline's group booking hold `wanted` seats (split ones included): more taken from the flights, or the
 * unsplit rest given back. Read from the airline each time, so a change that failed half way is put right by the
 * next one. 409 when the flights have fewer seats left than asked.
 */
export async function syncBlockSeats(options: {
  tx: Db;
  supplier: FlightBookingSupplier;
  block: GroupFareBlockRow;
  wanted: number;
  now: Date;
}): Promise<void> {
  const { tx, supplier, block, now } = options;
  const held = await supplier.retrieveGroupBlock(tx, block.recordLocator);
  if (!held || held.status !== 'Held') {
    throw flightSoldOut(`the airline no longer holds the booking ${block.recordLocator}`);
  }
  const delta = options.wanted - held.seats;
  if (delta === 0) return;
  try {
    await supplier.resizeGroupBlock(tx, { recordLocator: block.recordLocator, delta, now });
  } catch (error) {
    if (error instanceof SupplierError && error.code === 'SoldOut') throw flightSoldOut(error.message);
    throw error;
  }
}
