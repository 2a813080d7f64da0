import { describe, expect, it } from 'vitest';
import { HotelBookingMessage } from '@portal/contracts';
import { FetchError, HttpError } from '../../../lib/api-errors';
import { bookProblemOf, isCancelChanged } from './book-problem';

const refusal = (status: number, code: string, message: string) =>
  new HttpError(status, { error: { code, message } });

describe('what a failed hotel booking means for the page', () => {
  it('offers to check the price again when the check expired (410, or a 409 naming it)', () => {
    expect(bookProblemOf(refusal(410, 'gone', 'Gone'))).toEqual({
      kind: 'checkExpired',
      message: HotelBookingMessage.checkExpired,
    });
    expect(bookProblemOf(refusal(409, 'checkExpired', 'whatever')).kind).toBe('checkExpired');
    expect(bookProblemOf(refusal(409, 'conflict', HotelBookingMessage.checkExpired)).kind).toBe(
      'checkExpired',
    );
  });

  it('sends the agent to another rate when this one sold out', () => {
    expect(bookProblemOf(refusal(409, 'soldOut', HotelBookingMessage.soldOut))).toEqual({
      kind: 'soldOut',
      message: HotelBookingMessage.soldOut,
    });
  });

  it('shows any other refusal in the API’s words, and a lost answer as in doubt', () => {
    expect(bookProblemOf(refusal(422, 'insufficientBalance', 'Not enough balance'))).toEqual({
      kind: 'refused',
      message: 'Not enough balance',
    });
    expect(bookProblemOf(new FetchError('offline'))).toEqual({ kind: 'inDoubt' });
    expect(bookProblemOf(new HttpError(500, null))).toEqual({ kind: 'inDoubt' });
  });

  it('knows a cancellation refused because its charge changed', () => {
    expect(isCancelChanged(refusal(409, 'cancelChanged', HotelBookingMessage.cancelChanged))).toBe(true);
    expect(isCancelChanged(refusal(409, 'conflict', HotelBookingMessage.cancelChanged))).toBe(true);
    expect(isCancelChanged(refusal(409, 'alreadyCancelled', 'Already cancelled'))).toBe(false);
    expect(isCancelChanged(refusal(400, 'cancelChanged', 'x'))).toBe(false);
  });
});
