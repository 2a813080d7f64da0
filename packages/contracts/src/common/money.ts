import { z } from 'zod';

/** ISO 4217 currency code. */
export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/);

/**
 * An amount in integer minor units (poisha for BDT, cents for USD) with its currency. Money is never a float: the
 * web formats `amount / 10^minorDigits` only for display.
 */
export const ZMoney = z.object({ amount: z.number().int(), currency: ZCurrencyCode });
export type Money = z.infer<typeof ZMoney>;

/**
 * Money as text (a form field, a query string) is written in minor units as plain digits. Anything else a number
 * parser would also read ('0x10' as 16, '1e3' as 1000, 'Infinity', '12.345') is refused, not guessed at.
 */
export const minorUnitsTextPattern = /^\d{1,15}$/;

/**
 * An amount checked by `amount` (a number schema with its messages), read from plain digits when it arrives as
 * text; a number (JSON, or the web's own reading of what was typed) is checked as it is.
 */
export const moneyFromText = <T extends z.ZodType<number>>(amount: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && minorUnitsTextPattern.test(value) ? Number(value) : value),
    amount,
  );
