import { describe, expect, it } from 'vitest';
import {
  HotelBookingErrorCode,
  HotelBookingMessage,
  HotelSearchErrorCode,
  HotelSearchErrorMessage,
} from '@portal/contracts';
import { FetchError, HttpError } from '../../../lib/api-errors';
import { bookProblemOf, isCancelChanged, isSearchGone } from './book-problem';

const refusal = (status: number, code: string, message: string) =>
  new HttpError(status, { error: { code, message } });

describe('what a failed hotel booking means for the page', () => {
  it('offers to check the price again when the check expired or is gone', () => {
    expect(
      bookProblemOf(refusal(410, HotelBookingErrorCode.CheckExpired, HotelBookingMessage.checkExpired)),
    ).toEqual({
      kind: 'checkExpired',
      message: HotelBookingMessage.checkExpired,
    });
    expect(
      bookProblemOf(refusal(404, HotelBookingErrorCode.CheckNotFound, HotelBookingMessage.checkExpired)).kind,
    ).toBe('checkExpired');
    expect(bookProblemOf(refusal(409, 'OTHER', HotelBookingMessage.checkExpired)).kind).toBe('checkExpired');
  });

  it('offers to check the price again when the check was booked already', () => {
    expect(
      bookProblemOf(refusal(409, HotelBookingErrorCode.CheckUsed, HotelBookingMessage.checkUsed)),
    ).toEqual({
      kind: 'checkExpired',
      message: HotelBookingMessage.checkUsed,
    });
  });

  it('sends the agent to another rate when this one sold out', () => {
    expect(bookProblemOf(refusal(409, HotelBookingErrorCode.SoldOut, HotelBookingMessage.soldOut))).toEqual({
      kind: 'soldOut',
      message: HotelBookingMessage.soldOut,
    });
  });

  it('shows any other refusal in the API’s words, and a lost answer as in doubt', () => {
    expect(
      bookProblemOf(refusal(409, HotelBookingErrorCode.ChangeNotAccepted, HotelBookingMessage.acceptChange)),
    ).toEqual({
      kind: 'refused',
      message: HotelBookingMessage.acceptChange,
    });
    expect(bookProblemOf(refusal(422, 'INSUFFICIENT_BALANCE', 'Not enough balance'))).toEqual({
      kind: 'refused',
      message: 'Not enough balance',
    });
    expect(bookProblemOf(new FetchError('offline'))).toEqual({ kind: 'inDoubt' });
    expect(bookProblemOf(new HttpError(500, null))).toEqual({ kind: 'inDoubt' });
  });

  it('knows a search that expired or is gone, for which only a new search helps', () => {
    expect(
      isSearchGone(refusal(410, HotelSearchErrorCode.SearchExpired, HotelSearchErrorMessage.searchExpired)),
    ).toBe(true);
    expect(
      isSearchGone(refusal(404, HotelSearchErrorCode.SearchNotFound, HotelSearchErrorMessage.searchNotFound)),
    ).toBe(true);
    expect(
      isSearchGone(refusal(404, HotelSearchErrorCode.RateNotFound, HotelSearchErrorMessage.rateNotFound)),
    ).toBe(false);
  });

  it('knows a cancellation refused because its charge changed', () => {
    expect(
      isCancelChanged(refusal(409, HotelBookingErrorCode.CancelChanged, HotelBookingMessage.cancelChanged)),
    ).toBe(true);
    expect(isCancelChanged(refusal(409, 'OTHER', HotelBookingMessage.cancelChanged))).toBe(true);
    expect(
      isCancelChanged(refusal(409, HotelBookingErrorCode.WrongStatus, HotelBookingMessage.wrongStatus)),
    ).toBe(false);
    expect(isCancelChanged(refusal(400, HotelBookingErrorCode.CancelChanged, 'x'))).toBe(false);
  });
});
