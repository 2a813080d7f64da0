/**
 * Why the airline's after-sales rules refuse a request. The API maps each code to a clear 409/422 answer; the
 * message is for logs and tests.
 */
export type AfterSalesErrorCode =
  /** A journey asked for is already flown (or used). */
  | 'SegmentFlown'
  /** No journey or no passenger is left to refund. */
  | 'NothingToRefund'
  /** No journey or no passenger is named to change. */
  | 'NothingToChange'
  /** A passenger index is not in the PNR, or the fare has no price for its type. */
  | 'UnknownPassenger'
  /** A journey index is not in the offer, or the departures or new journeys do not match the offer's journeys. */
  | 'UnknownJourney'
  /** The brand index is not one of the offer's brands. */
  | 'UnknownBrand'
  /** The brand forbids changes, or forbids them in the current penalty window (e.g. after a no-show). */
  | 'ChangesNotPermitted'
  /** The replacement is in a lower cabin than the ticket. */
  | 'CabinDowngrade'
  /** The replacement is sold by another validating airline: only the ticket's own airline can reissue it. */
  | 'OtherAirline'
  /** The fare's validity has run out: no date is left to change to. */
  | 'FareExpired'
  /** A replacement journey leaves on a date outside the journey's exchange window. */
  | 'DateOutOfWindow';

export class AfterSalesError extends Error {
  constructor(
    readonly code: AfterSalesErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AfterSalesError';
  }
}
