import { ErrorCode, GroupFareErrorCode, GroupFareMessage } from '@portal/contracts';
import { AppError } from '../lib/app-error';

/** Another tenant's block answers the same as no block, so ids cannot be probed. */
export function blockNotFound(): AppError {
  return new AppError(GroupFareErrorCode.BlockNotFound, 404, 'No such group fare block.');
}

export function blockCodeTaken(code: string): AppError {
  return new AppError(GroupFareErrorCode.BlockExists, 409, `A block with the code ${code} already exists.`);
}

export function flightSoldOut(detail: string): AppError {
  return new AppError(
    GroupFareErrorCode.FlightUnavailable,
    409,
    `The airline does not have that many seats left on these flights (${detail}). Pick fewer seats or another flight.`,
  );
}

export function badTerms(message: string): AppError {
  return new AppError(ErrorCode.ValidationFailed, 400, message);
}

export function deadlinesOutOfOrder(): AppError {
  return badTerms(GroupFareMessage.deadlinesOrder);
}

export function wrongBlockStatus(message: string): AppError {
  return new AppError(GroupFareErrorCode.WrongStatus, 409, message);
}

export function seatsBelowTaken(): AppError {
  return new AppError(GroupFareErrorCode.WrongStatus, 409, GroupFareMessage.seatsBelowTaken);
}

/** A searchId or optionId the flight search never gave. */
export function badFlight(): AppError {
  return new AppError(ErrorCode.ValidationFailed, 400, GroupFareMessage.flightRequired);
}

/** The option's flights no longer sell at its brand (gone from the schedule, or its classes closed). */
export function flightGone(): AppError {
  return new AppError(
    GroupFareErrorCode.FlightUnavailable,
    404,
    'This flight is no longer sold at that fare. Please search again and pick another.',
  );
}
