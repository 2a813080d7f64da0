/** Every partial-payment read sits under this key, so a settlement refreshes them all at once. */
export const partialPaymentKey = ['utility', 'partial-payment'] as const;
