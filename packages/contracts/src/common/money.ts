import { z } from 'zod';

/** ISO 4217 currency code. */
export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/);

/**
 * An amount in integer minor units (poisha for BDT, cents for USD) with its currency. Money is never a float: the
 * web formats `amount / 10^minorDigits` only for display.
 */
export const ZMoney = z.object({ amount: z.number().int(), currency: ZCurrencyCode });
export type Money = z.infer<typeof ZMoney>;
