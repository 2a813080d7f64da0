import { AfterSalesErrorCode, AfterSalesMessage } from '@portal/contracts';
import { SupplierError } from '../../adapters/flight-booking';
import { AppError } from '../../lib/app-error';

export const notTicketed = () =>
  new AppError(AfterSalesErrorCode.NotTicketed, 409, AfterSalesMessage.notTicketed);
export const ticketNotEligible = () =>
  new AppError(AfterSalesErrorCode.TicketNotEligible, 409, AfterSalesMessage.ticketNotEligible);
export const nothingSelected = () =>
  new AppError(AfterSalesErrorCode.NothingSelected, 400, AfterSalesMessage.nothingSelected);
export const voidRefused = () =>
  new AppError(AfterSalesErrorCode.VoidRefused, 422, AfterSalesMessage.voidRefused);
export const voidWindowClosed = () =>
  new AppError(AfterSalesErrorCode.VoidWindowClosed, 422, AfterSalesMessage.voidWindowClosed);

export const changeNotPermitted = () =>
  new AppError(AfterSalesErrorCode.ChangeNotPermitted, 422, AfterSalesMessage.changeNotPermitted);
export const dateOutOfRange = (detail?: string) =>
  new AppError(
    AfterSalesErrorCode.DateOutOfRange,
    422,
    detail ? `${AfterSalesMessage.dateOutOfRange} ${detail}` : AfterSalesMessage.dateOutOfRange,
  );
export const optionGone = () =>
  new AppError(AfterSalesErrorCode.OptionGone, 422, AfterSalesMessage.optionGone);

/** The airline's refusal of a void, refund or exchange as the agent's clear 4xx; anything else stays ours. */
export function fromAfterSalesRefusal(error: unknown): unknown {
  if (!(error instanceof SupplierError)) return error;
  switch (error.code) {
    case 'VoidRefused':
      return voidRefused();
    case 'VoidWindowClosed':
      return voidWindowClosed();
    case 'SegmentFlown':
      return new AppError(AfterSalesErrorCode.SegmentFlown, 422, AfterSalesMessage.segmentFlown);
    case 'NothingToRefund':
      return nothingSelected();
    case 'ChangeNotPermitted':
      return changeNotPermitted();
    case 'DateOutOfRange':
      return dateOutOfRange();
    case 'OptionGone':
      return optionGone();
    case 'WholeBooking':
      return new AppError(AfterSalesErrorCode.WholeBooking, 422, AfterSalesMessage.wholeBooking);
    case 'TicketClosed':
    case 'NotFound':
      return ticketNotEligible();
    default:
      return error;
  }
}

/** Runs a supplier call, turning its refusals into the agent's 4xx. */
export async function atSupplier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromAfterSalesRefusal(error);
  }
}
