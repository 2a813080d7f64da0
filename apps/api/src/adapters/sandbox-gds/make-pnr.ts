import { recordLocator, type FlightSupply, type SupplyOffer } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import type { SandboxHolding, SandboxPnrChannel } from '../../db/schema';
import {
  SupplierError,
  type OfferReference,
  type SupplierExtra,
  type SupplierPassenger,
} from '../flight-booking';
import {
  assignSeats,
  insertPnr,
  nextRecordNumber,
  sortedHoldings,
  takeSeats,
  type PnrRow,
} from './sandbox-gds.repository';

/** Web fares are bought at once: their seats are held only while the booking completes. */
export const WEB_FARE_HOLD_MINUTES = 20;
/** A hold never lasts until departure: the airline wants its seats back in time to sell them at the airport. */
const HOLD_ENDS_BEFORE_DEPARTURE_MS = 2 * 60 * 60_000;
const minuteMs = 60_000;
/** How long after booking the airline still extends a hold on request. */
const LONGEST_HOLD_MS = 72 * 60 * 60_000;

export interface MakePnrInput {
  reference: OfferReference;
  offer: SupplyOffer;
  brandIndex: number;
  passengers: SupplierPassenger[];
  extras: SupplierExtra[];
  contact: { email: string; phone: string } | null;
  clientReference: string | null;
  channel: SandboxPnrChannel;
  tenantId: string;
  agencyId: string;
  now: Date;
  /** Instead of the fare's own hold time (the seeded PNRs made at the airline are held long). */
  timeLimit?: Date;
}

/** Six readable characters for the airline's own copy of the PNR: another numbering than ours. */
const airlineSeed = (seed: number) => (seed ^ 0x5a17e) >>> 0;

const flightName = (legKey: string) =>
  legKey.replace(/-(\d{4})(\d{2})(\d{2})$/, ' on $1-$2-$3').replace('-', ' from ');

/** The time limit of a new hold: the fare's hold time, but ending well before the first flight leaves. */
export function holdTimeLimit(offer: SupplyOffer, now: Date): Date {
  const minutes =
    offer.fareKind === 'Web' ? WEB_FARE_HOLD_MINUTES : (offer.holdMinutes ?? WEB_FARE_HOLD_MINUTES);
  const byFare = now.getTime() + minutes * minuteMs;
  const departure = Date.parse(offer.journeys[0]?.legs[0]?.departure ?? '');
  const beforeDeparture = Number.isFinite(departure) ? departure - HOLD_ENDS_BEFORE_DEPARTURE_MS : byFare;
  return new Date(
    Math.max(Math.min(byFare, beforeDeparture), now.getTime() + WEB_FARE_HOLD_MINUTES * minuteMs),
  );
}

/**
 * The latest time limit the airline extends a hold to on request: three days after booking, and never closer to
 * departure than a new hold ends. Web fares are bought at once and never extended (null).
 */
export function latestTimeLimit(offer: SupplyOffer, createdAt: Date): Date | null {
  if (offer.fareKind === 'Web') return null;
  const departure = Date.parse(offer.journeys[0]?.legs[0]?.departure ?? '');
  const byAirline = createdAt.getTime() + LONGEST_HOLD_MS;
  return new Date(
    Number.isFinite(departure) ? Math.min(byAirline, departure - HOLD_ENDS_BEFORE_DEPARTURE_MS) : byAirline,
  );
}

/**
 * Holds the seats and makes the PNR, all in `db` (the caller's transaction, or a savepoint of it): every leg's class
 * gives its seats in one conditional statement or the PNR is refused SoldOut; chosen seats are given once or the
 * PNR is refused SeatTaken. Nothing is read first and then written, so racing bookings are decided by the database.
 */
export async function makePnr(
  db: Db,
  deps: { supply: FlightSupply; seed: number },
  input: MakePnrInput,
): Promise<PnrRow> {
  const { supply } = deps;
  const brand = input.offer.brands[input.brandIndex];
  if (!brand) throw new SupplierError('NotFound', 'The offer has no such brand.');
  const seats = input.passengers.filter((passenger) => passenger.type !== 'INF').length;
  if (seats < 1 || seats > 9) {
    throw new SupplierError('SoldOut', 'A booking holds between 1 and 9 seats.');
  }
  const holdings: SandboxHolding[] = input.offer.journeys.flatMap((journey, j) =>
    journey.legs.map((leg, l) => ({ legKey: leg.key, bookingClass: brand.bookingClasses[j]?.[l] ?? '' })),
  );
  for (const holding of sortedHoldings(holdings)) {
    const leg = supply.leg(holding.legKey);
    if (!leg) throw new SupplierError('NotFound', `No flight ${flightName(holding.legKey)}.`);
    const taken = await takeSeats(db, {
      ...holding,
      flightDate: leg.departure.slice(0, 10),
      seats,
      allocated: supply.classSeats(holding.legKey, holding.bookingClass),
      now: input.now,
    });
    if (!taken) {
      const left = seats === 1 ? 'no seat left' : `fewer than ${seats} seats left`;
      throw new SupplierError(
        'SoldOut',
        `Class ${holding.bookingClass} of flight ${flightName(holding.legKey)} has ${left}.`,
      );
    }
  }

  const sequence = await nextRecordNumber(db);
  const pnr = await insertPnr(db, {
    recordLocator: recordLocator(sequence, deps.seed),
    airlineLocator: recordLocator(sequence, airlineSeed(deps.seed)),
    clientReference: input.clientReference,
    channel: input.channel,
    tenantId: input.tenantId,
    agencyId: input.agencyId,
    status: 'Held',
    timeLimit: input.timeLimit ?? holdTimeLimit(input.offer, input.now),
    validatingAirline: input.offer.validatingAirline,
    reference: input.reference,
    offer: input.offer,
    brandIndex: input.brandIndex,
    passengers: input.passengers,
    extras: input.extras,
    contact: input.contact,
    holdings,
    seatCount: seats,
    passengerCount: input.passengers.length,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await giveChosenSeats(db, supply, pnr, input.extras, brand.cabin);
  return pnr;
}

async function giveChosenSeats(
  db: Db,
  supply: FlightSupply,
  pnr: PnrRow,
  extras: SupplierExtra[],
  cabin: SupplyOffer['brands'][number]['cabin'],
): Promise<void> {
  const chosen = extras.filter((extra) => extra.seat);
  const refuse = (legKey: string, seat: string) => {
    throw new SupplierError('SeatTaken', `Seat ${seat} of flight ${flightName(legKey)} is already taken.`);
  };
  const keys = chosen.map((extra) => `${extra.legKey}|${extra.seat}`);
  const twice = chosen.find((_, index) => keys.indexOf(keys[index]!) !== index);
  if (twice) refuse(twice.legKey, twice.seat!);
  for (const extra of chosen) {
    const map = supply.seatMap(extra.legKey, cabin);
    const seat = map?.rows.flatMap((row) => row.seats).find((candidate) => candidate.seat === extra.seat);
    if (!seat)
      throw new SupplierError('SeatTaken', `Flight ${flightName(extra.legKey)} has no seat ${extra.seat}.`);
    if (seat.takenByOthers) refuse(extra.legKey, seat.seat);
  }
  const refused = await assignSeats(
    db,
    chosen.map((extra) => ({
      legKey: extra.legKey,
      seat: extra.seat!,
      pnrId: pnr.id,
      passengerIndex: extra.passengerIndex,
    })),
  );
  const first = chosen.find((extra) => refused.includes(extra.seat!));
  if (first) refuse(first.legKey, first.seat!);
}
