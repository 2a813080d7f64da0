/** The flight-order page of one order. */
export const flightOrderPath = (reference: string) =>
  `/flight-order?reference=${encodeURIComponent(reference)}`;

/** The page where the agency follows one void, refund or exchange request and answers its quote. */
export const requestViewPath = (kind: 'Void' | 'Refund' | 'Exchange', reference: string) =>
  `/flight-${kind.toLowerCase()}-request-view?reference=${encodeURIComponent(reference)}`;
