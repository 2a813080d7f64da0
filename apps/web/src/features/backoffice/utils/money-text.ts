import { z } from 'zod';
import { parseMoney, parseSignedMoney } from '../../../lib/parse-money';

/**
 * A money box's text — taka with up to two decimals — as integer poisha, or `message` when it cannot be read; pipe
 * it into the contracts' amount schema for their own rules (above zero, not too large).
 */
export const moneyText = (message: string) =>
  z.string().transform((text, ctx) => {
    const minor = parseMoney(text);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return minor;
  });

/** The same for a signed amount (a quote line: what is given back, or with a minus what is kept or charged). */
export const signedMoneyText = (message: string) =>
  z.string().transform((text, ctx) => {
    const minor = parseSignedMoney(text);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return minor;
  });
