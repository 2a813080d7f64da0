/** The flight-order page of one order. */
export const flightOrderPath = (reference: string) =>
  `/flight-order?reference=${encodeURIComponent(reference)}`;

