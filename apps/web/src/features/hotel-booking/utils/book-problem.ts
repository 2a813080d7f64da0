import { HotelBookingErrorCode, HotelBookingMessage, HotelSearchErrorCode } from '@portal/contracts';
import { errorMessage, HttpError } from '../../../lib/api-errors';
import { isInDoubt } from '../../../lib/submission-key';

/** The code of an API refusal (`error.code`), when it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const code = (error.data as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A refusal naming one of the hotel's refusals, by one of its codes or the exact words of its message. */
function names(error: unknown, codes: readonly string[], message: string): boolean {
  const code = errorCodeOf(error);
  return (code !== undefined && codes.includes(code)) || errorMessage(error, '') === message;
}

/**
 * What a failed booking means for the page: the check lapsed or is gone (check again, then book), the rate sold out
 * (choose another), the answer never came (look before booking again), or a refusal to show in the API's words.
 */
export type BookProblem =
  | { kind: 'checkExpired'; message: string }
  | { kind: 'soldOut'; message: string }
  | { kind: 'inDoubt' }
  | { kind: 'refused'; message: string };

export function bookProblemOf(error: unknown): BookProblem {
  if (isInDoubt(error)) return { kind: 'inDoubt' };
  const expired =
    (error instanceof HttpError && error.status === 410) ||
    names(
      error,
      [HotelBookingErrorCode.CheckExpired, HotelBookingErrorCode.CheckNotFound],
      HotelBookingMessage.checkExpired,
    );
  if (expired) return { kind: 'checkExpired', message: HotelBookingMessage.checkExpired };
  // The check was booked already (another tab, another colleague): only a fresh check books again.
  if (names(error, [HotelBookingErrorCode.CheckUsed], HotelBookingMessage.checkUsed)) {
    return { kind: 'checkExpired', message: HotelBookingMessage.checkUsed };
  }
  if (names(error, [HotelBookingErrorCode.SoldOut], HotelBookingMessage.soldOut)) {
    return { kind: 'soldOut', message: HotelBookingMessage.soldOut };
  }
  return { kind: 'refused', message: errorMessage(error) };
}

/** The search behind the rate has expired or is gone: only a new search helps. */
export const isSearchGone = (error: unknown) =>
  (error instanceof HttpError && error.status === 410) ||
  [HotelSearchErrorCode.SearchExpired, HotelSearchErrorCode.SearchNotFound].some(
    (code) => code === errorCodeOf(error),
  );

/** The cancellation charge moved since the quote was shown: the dialog reads the quote again. */
export const isCancelChanged = (error: unknown) =>
  error instanceof HttpError &&
  error.status === 409 &&
  names(error, [HotelBookingErrorCode.CancelChanged], HotelBookingMessage.cancelChanged);
