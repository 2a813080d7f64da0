import { ErrorCode, SearchErrorCode, SearchErrorMessage, type SearchIssue } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

export const searchNotFound = () =>
  new AppError(SearchErrorCode.SearchNotFound, 404, SearchErrorMessage.searchNotFound);
export const searchExpired = () =>
  new AppError(SearchErrorCode.SearchExpired, 410, SearchErrorMessage.searchExpired);
export const itineraryNotFound = () =>
  new AppError(SearchErrorCode.ItineraryNotFound, 404, SearchErrorMessage.itineraryNotFound);
export const unknownCurrency = () =>
  new AppError(SearchErrorCode.UnknownCurrency, 400, SearchErrorMessage.unknownCurrency);

/** A 400 naming each field the way schema validation does ("segments.0.origin: …"). */
export function searchValidationError(issues: readonly SearchIssue[]): AppError {
  return new AppError(
    ErrorCode.ValidationFailed,
    400,
    issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
  );
}
