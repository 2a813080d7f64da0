import { HolidayRequestErrorCode, HolidayRequestMessage } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

/** Unknown, unpublished or another tenant's: the same answer, so packages cannot be probed. */
export const packageNotFound = () =>
  new AppError(HolidayRequestErrorCode.PackageNotFound, 404, HolidayRequestMessage.packageNotFound);
export const departureClosed = () =>
  new AppError(HolidayRequestErrorCode.DepartureClosed, 422, HolidayRequestMessage.departureClosed);
export const seatsUnavailable = () =>
  new AppError(HolidayRequestErrorCode.SeatsUnavailable, 409, HolidayRequestMessage.seatsUnavailable);
export const quoteTravellersInvalid = () =>
  new AppError(HolidayRequestErrorCode.QuoteInvalid, 422, HolidayRequestMessage.quoteTravellers);
export const quoteTotalInvalid = () =>
  new AppError(HolidayRequestErrorCode.QuoteInvalid, 422, HolidayRequestMessage.quoteTotal);
export const quoteReplaced = () =>
  new AppError(HolidayRequestErrorCode.QuoteSuperseded, 409, HolidayRequestMessage.quoteReplaced);
