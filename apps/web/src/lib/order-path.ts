/** The flight-order page of one order. */
export const flightOrderPath = (reference: string) =>
  `/flight-order?reference=${encodeURIComponent(reference)}`;

/** The visa-order page of one application (the header search and the notices land here). */
export const visaOrderPath = (reference: string) =>
  `/visa-order?orderReference=${encodeURIComponent(reference)}`;
