import type { FlightSupply, SupplyOffer } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import type { SandboxHolding } from '../../db/schema';
import { SupplierError, type SupplierPassenger } from '../flight-booking';
import { releasePassengerSeats, releaseSeats, takeSeats, type PnrRow } from './sandbox-gds.repository';

/** The legs (with their booking classes at a brand) of some journeys of an offer. */
export function holdingsOf(offer: SupplyOffer, brandIndex: number, journeys: number[]): SandboxHolding[] {
  const brand = offer.brands[brandIndex]!;
  return journeys.flatMap((j) =>
    offer.journeys[j]!.legs.map((leg, l) => ({
      legKey: leg.key,
      bookingClass: brand.bookingClasses[j]?.[l] ?? '',
    })),
  );
}

/** The seats the changing passengers take (infants sit on a lap). */
export const seatedOf = (passengers: SupplierPassenger[]) =>
  passengers.filter((p) => p.type !== 'INF').length;

const keyOf = (holding: SandboxHolding) => `${holding.legKey}|${holding.bookingClass}`;

/**
 * The changing passengers' seats leave the changed journeys' flights and are taken on the new offer's, every class in
 * one sorted pass (racing writers lock the same rows in the same order, as bookings do); a class without a seat for
 * each of them refuses OptionGone, and the caller's transaction undoes what was moved. Seats they chose on the old
 * flights are freed.
 */
export async function moveSeats(
  db: Db,
  supply: Pick<FlightSupply, 'leg' | 'classSeats'>,
  move: {
    pnr: PnrRow;
    passengers: SupplierPassenger[];
    changed: number[];
    offer: SupplyOffer;
    brandIndex: number;
    now: Date;
  },
): Promise<void> {
  const { pnr, now } = move;
  const seats = seatedOf(move.passengers);
  const released = holdingsOf(pnr.offer, pnr.brandIndex, move.changed);
  const taken = holdingsOf(
    move.offer,
    move.brandIndex,
    move.offer.journeys.map((_, j) => j),
  );
  const moves = [
    ...released.map((holding) => ({ holding, take: false })),
    ...taken.map((holding) => ({ holding, take: true })),
  ].sort((a, b) => {
    const [x, y] = [keyOf(a.holding), keyOf(b.holding)];
    return x < y ? -1 : x > y ? 1 : Number(a.take) - Number(b.take);
  });
  for (const { holding, take } of seats > 0 ? moves : []) {
    if (!take) {
      await releaseSeats(db, { holdings: [holding], seats, now });
      continue;
    }
    const leg = supply.leg(holding.legKey);
    const ok =
      leg !== undefined &&
      (await takeSeats(db, {
        ...holding,
        flightDate: leg.departure.slice(0, 10),
        seats,
        allocated: supply.classSeats(holding.legKey, holding.bookingClass),
        now,
      }));
    if (!ok) {
      throw new SupplierError(
        'OptionGone',
        `Class ${holding.bookingClass} of ${holding.legKey} has no seats left`,
      );
    }
  }
  await releasePassengerSeats(db, {
    pnrId: pnr.id,
    passengerIndexes: move.passengers.map((passenger) => passenger.index),
    legKeys: released.map((holding) => holding.legKey),
  });
}
