import { HotelBookingErrorCode, HotelBookingMessage } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

/** The hotel booking calls' refusals, each with the message the web shows. */
export const bookingNotFound = () =>
  new AppError(HotelBookingErrorCode.NotFound, 404, HotelBookingMessage.notFound);
export const checkNotFound = () =>
  new AppError(HotelBookingErrorCode.CheckNotFound, 404, HotelBookingMessage.checkExpired);
export const checkExpired = () =>
  new AppError(HotelBookingErrorCode.CheckExpired, 410, HotelBookingMessage.checkExpired);
export const checkUsed = () =>
  new AppError(HotelBookingErrorCode.CheckUsed, 409, HotelBookingMessage.checkUsed);
export const changeNotAccepted = () =>
  new AppError(HotelBookingErrorCode.ChangeNotAccepted, 409, HotelBookingMessage.acceptChange);
export const soldOut = () => new AppError(HotelBookingErrorCode.SoldOut, 409, HotelBookingMessage.soldOut);
export const notHoldable = () =>
  new AppError(HotelBookingErrorCode.NotHoldable, 422, HotelBookingMessage.notHoldable);
export const leadGuestPerRoom = () =>
  new AppError(HotelBookingErrorCode.LeadGuestPerRoom, 400, HotelBookingMessage.leadGuestPerRoom);
export const bookingWrongStatus = () =>
  new AppError(HotelBookingErrorCode.WrongStatus, 409, HotelBookingMessage.wrongStatus);
export const holdExpired = () =>
  new AppError(HotelBookingErrorCode.HoldExpired, 409, HotelBookingMessage.holdExpired);
export const cancelChanged = () =>
  new AppError(HotelBookingErrorCode.CancelChanged, 409, HotelBookingMessage.cancelChanged);
