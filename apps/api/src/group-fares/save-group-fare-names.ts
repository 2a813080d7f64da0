import { GroupFareErrorCode, GroupFareMessage, type GroupFareReservation } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { AgencyScope } from '../lib/agency-scope';
import { AppError } from '../lib/app-error';
import { moveRequest } from '../requests/move-request';
import { checkGroupFareNames } from './check-group-fare-names';
import { checkKindAccess, deadlinePassed, wrongStatus } from './group-fare-errors';
import type { AirlineNames } from './group-fare-offer-view';
import { journeysOf } from './group-fare-offer-view';
import { passportsNamedElsewhere, replaceNames } from './group-fare-reservation.repository';
import { loadGroupFareReservation } from './group-fare-view';
import { lockGroupFareReservation } from './lock-group-fare-reservation';
import { ticketIfReady, type TicketSupply } from './ticket-group-fare';

const namesRefused = (problems: { line: number; field: string; message: string }[]) =>
  new AppError(
    GroupFareErrorCode.NamesInvalid,
    422,
    'The name list has problems: please correct the lines shown.',
    { problems },
  );

const passportOf = (row: unknown) => {
  const value = (row as { passportNumber?: unknown } | null)?.passportNumber;
  return typeof value === 'string' ? value.trim() : null;
};

/**
 * SaveNames and UploadNames: the whole list, after the deposit and before the name deadline (409), checked as a
 * whole — every line's problems at once, including a passport another live reservation of the block names — and
 * refused 422 GROUP_FARE_NAMES_INVALID with the problems in the error's details, storing nothing; accepted, it
 * replaces the list and the reservation is Named. Paid in full already, the seats are ticketed at once.
 */
export async function saveGroupFareNames(options: {
  db: Db;
  scope: AgencyScope;
  user: { id: string; functionalities: readonly number[] };
  reference: string;
  rows: readonly unknown[];
  supplier: FlightBookingSupplier;
  supply: AirlineNames & TicketSupply;
  now: Date;
}): Promise<GroupFareReservation> {
  const { scope, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockGroupFareReservation(tx, scope, options.reference);
    const { request, reservation, block } = locked;
    checkKindAccess(options.user, block.kind);
    if (request.status !== 'DepositPaid' && request.status !== 'Named') {
      throw wrongStatus('The names can be entered once the deposit is paid.');
    }
    if (block.nameDeadline.getTime() <= now.getTime()) throw deadlinePassed();
    const passports = options.rows.map(passportOf).filter((value): value is string => !!value);
    const journeys = journeysOf(block);
    const lastJourney = journeys[journeys.length - 1]!;
    const checked = checkGroupFareNames(options.rows, {
      adults: reservation.adults,
      children: reservation.children,
      infants: reservation.infants,
      firstFlightDay: block.departureDate,
      lastFlightDay: (block.returnDate ?? lastJourney.departure).slice(0, 10),
      namedElsewhere: await passportsNamedElsewhere(tx, reservation, passports),
    });
    if (!checked.ok) throw namesRefused(checked.problems);
    const stored = await replaceNames(
      tx,
      reservation,
      checked.names.map((name, index) => ({
        paxIndex: index + 1,
        type: name.type,
        title: name.title,
        firstName: name.firstName,
        lastName: name.lastName,
        dateOfBirth: name.dateOfBirth,
        gender: name.gender,
        nationality: name.nationality,
        passportNumber: name.passportNumber,
        passportExpiry: name.passportExpiry,
        active: true,
      })),
    );
    if (!stored) {
      throw namesRefused([
        { line: 0, field: 'passportNumber', message: GroupFareMessage.passportOnAnotherReservation },
      ]);
    }
    const moved = await moveRequest(tx, {
      request,
      action: 'Name',
      to: 'Named',
      side: 'Agency',
      userId: options.user.id,
      note: `${checked.names.length} passenger name(s) ${request.status === 'Named' ? 'changed' : 'entered'}.`,
      now,
    });
    await ticketIfReady(tx, {
      locked: { ...locked, request: moved },
      supplier: options.supplier,
      supply: options.supply,
      userId: options.user.id,
      now,
    });
    return loadGroupFareReservation(tx, { scope, reference: request.reference, supply: options.supply, now });
  });
}
