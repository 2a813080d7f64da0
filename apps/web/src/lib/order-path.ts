import { holidayRequestPath, isHolidayReference } from './holiday-paths';

/** The flight-order page of one order. */
export const flightOrderPath = (reference: string) =>
  `/flight-order?reference=${encodeURIComponent(reference)}`;

/** The visa-order page of one application (the header search and the notices land here). */
export const visaOrderPath = (reference: string) =>
  `/visa-order?orderReference=${encodeURIComponent(reference)}`;
/**
 * The page of whatever a due or a list names by its reference: a holiday request (HL-, whose balance is a due under
 * that reference) or a flight order.
 */
export const orderPagePath = (reference: string) =>
  isHolidayReference(reference) ? holidayRequestPath(reference) : flightOrderPath(reference);
