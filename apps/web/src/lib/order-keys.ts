/**
 * Every read of one flight order sits under this key (the order, its history, its tickets' after-sales options), so
 * an issue, a cancel or a completed void or refund refreshes them all at once.
 */
export const flightOrderKey = (reference: string) => ['order', 'flight-order', reference] as const;
