import { ErrorCode, HotelSearchErrorCode, HotelSearchErrorMessage } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

export const hotelSearchNotFound = () =>
  new AppError(HotelSearchErrorCode.SearchNotFound, 404, HotelSearchErrorMessage.searchNotFound);
export const hotelSearchExpired = () =>
  new AppError(HotelSearchErrorCode.SearchExpired, 410, HotelSearchErrorMessage.searchExpired);
export const searchedHotelNotFound = () =>
  new AppError(HotelSearchErrorCode.HotelNotFound, 404, HotelSearchErrorMessage.hotelNotFound);
export const searchedRateNotFound = () =>
  new AppError(HotelSearchErrorCode.RateNotFound, 404, HotelSearchErrorMessage.rateNotFound);

/** A 400 naming each field the way schema validation does ("checkIn: …"), as the flight search answers. */
export function hotelSearchValidationError(
  issues: readonly { path: (string | number)[]; message: string }[],
) {
  return new AppError(
    ErrorCode.ValidationFailed,
    400,
    issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
  );
}
