import {
  GroupFareErrorCode,
  GroupFareKindFunctionality,
  GroupFareMessage,
  hasFunctionality,
} from '@portal/contracts';
import type { GroupFareKind } from '@portal/contracts';
import { AppError } from '../lib/app-error';

export const blockNotFound = () =>
  new AppError(GroupFareErrorCode.BlockNotFound, 404, 'This fare was not found.');
export const reservationNotFound = () =>
  new AppError(GroupFareErrorCode.ReservationNotFound, 404, 'This reservation was not found.');
export const blockNotOpen = () =>
  new AppError(GroupFareErrorCode.BlockNotOpen, 409, GroupFareMessage.blockNotOpen);
export const soldOut = () => new AppError(GroupFareErrorCode.SoldOut, 409, GroupFareMessage.soldOut);
export const capReached = () => new AppError(GroupFareErrorCode.CapReached, 422, GroupFareMessage.capReached);
export const wrongStatus = (message = 'This reservation cannot do that in its present status.') =>
  new AppError(GroupFareErrorCode.WrongStatus, 409, message);
export const deadlinePassed = (message: string = GroupFareMessage.nameDeadlinePassed) =>
  new AppError(GroupFareErrorCode.DeadlinePassed, 409, message);
export const amountChanged = () =>
  new AppError(
    GroupFareErrorCode.AmountChanged,
    409,
    'The amount to pay has changed. Please check it and try again.',
  );

/**
 * Each kind is its own functionality (Xclusive 242, Group 243, Umrah 244): a route admits any of the three, and the
 * use case, once it knows the block, asks for that block's own (403 otherwise).
 */
export function checkKindAccess(user: { functionalities: readonly number[] }, kind: GroupFareKind): void {
  if (!hasFunctionality(user.functionalities, GroupFareKindFunctionality[kind])) throw AppError.forbidden();
}
