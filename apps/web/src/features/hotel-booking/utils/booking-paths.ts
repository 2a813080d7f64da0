/** A hotel booking's page (the header search lands here too). */
export const bookingPath = (reference: string) => `/hotel-bookings/${encodeURIComponent(reference)}`;

/** The booking's voucher laid out for print (header-less). */
export const voucherPath = (reference: string) =>
  `/hotel-bookings/print-preview?reference=${encodeURIComponent(reference)}`;
