import { HotelBookingMessage } from '@portal/contracts';
import { errorMessage, HttpError } from '../../../lib/api-errors';
import { isInDoubt } from '../../../lib/submission-key';

/** The code of an API refusal (`error.code`), when it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const code = (error.data as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A refusal that names one of the hotel's own messages, by its code or its exact words. */
function names(error: unknown, key: keyof typeof HotelBookingMessage): boolean {
  return errorCodeOf(error) === key || errorMessage(error, '') === HotelBookingMessage[key];
}

/**
 * What a failed booking means for the page: the check lapsed (check again, then book), the rate sold out (choose
 * another), the answer never came (look before booking again), or a refusal to show in the API's words.
 */
export type BookProblem =
  | { kind: 'checkExpired'; message: string }
  | { kind: 'soldOut'; message: string }
  | { kind: 'inDoubt' }
  | { kind: 'refused'; message: string };

export function bookProblemOf(error: unknown): BookProblem {
  if (isInDoubt(error)) return { kind: 'inDoubt' };
  if ((error instanceof HttpError && error.status === 410) || names(error, 'checkExpired')) {
    return { kind: 'checkExpired', message: HotelBookingMessage.checkExpired };
  }
  if (names(error, 'soldOut')) return { kind: 'soldOut', message: HotelBookingMessage.soldOut };
  return { kind: 'refused', message: errorMessage(error) };
}

/** The cancellation charge moved since the quote was shown: the dialog reads the quote again. */
export const isCancelChanged = (error: unknown) =>
  error instanceof HttpError && error.status === 409 && names(error, 'cancelChanged');
