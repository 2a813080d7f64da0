/** Every read of one flight order sits under this key, so an issue or a cancel refreshes them all at once. */
export const flightOrderKey = (reference: string) => ['order', 'flight-order', reference] as const;
