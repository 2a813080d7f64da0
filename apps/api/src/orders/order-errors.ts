import { BookingErrorCode, BookingErrorMessage, OrderErrorCode, OrderMessage } from '@portal/contracts';
import { SupplierError } from '../adapters/flight-booking';
import { AppError } from '../lib/app-error';

export const orderNotFound = () => new AppError(OrderErrorCode.OrderNotFound, 404, OrderMessage.notFound);
export const cannotIssue = () => new AppError(OrderErrorCode.WrongStatus, 409, OrderMessage.cannotIssue);
export const cannotCancel = () => new AppError(OrderErrorCode.WrongStatus, 409, OrderMessage.cannotCancel);
export const timeLimitPassed = () =>
  new AppError(OrderErrorCode.TimeLimitPassed, 409, OrderMessage.timeLimitPassed);
export const priceChanged = () =>
  new AppError(BookingErrorCode.PriceChanged, 409, BookingErrorMessage.priceChanged);
export const partialNotAvailable = () =>
  new AppError(OrderErrorCode.PartialNotAvailable, 422, OrderMessage.partialNotAvailable);
export const soldOut = () => new AppError(BookingErrorCode.SoldOut, 422, BookingErrorMessage.soldOut);

/** A supplier's refusal as the agent's clear 4xx; anything else is ours and stays a 500. */
export function fromSupplierError(error: unknown): unknown {
  if (!(error instanceof SupplierError)) return error;
  switch (error.code) {
    case 'SoldOut':
      return soldOut();
    case 'SeatTaken':
      return new AppError(BookingErrorCode.SeatTaken, 409, BookingErrorMessage.seatTaken);
    case 'Expired':
      return timeLimitPassed();
    case 'Ticketed':
      return cannotCancel();
    case 'NotFound':
      return cannotIssue();
  }
}
