/** How long an after-sales quote (void, refund, exchange) may be accepted before it must be asked for again. */
export const AFTER_SALES_QUOTE_MINUTES = 15;

/** The instant a quote made at `quotedAt` expires. */
export function quoteExpiresAt(quotedAt: Date): Date {
  return new Date(quotedAt.getTime() + AFTER_SALES_QUOTE_MINUTES * 60_000);
}
