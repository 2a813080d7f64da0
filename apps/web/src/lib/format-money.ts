function fractionDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * Formats an amount held in minor units (e.g. poisha) as money in the given currency. Whole amounts drop their
 * decimals unless `allDigits` asks for every minor digit, as ledgers and balances show them (BDT 1,234.50).
 */
export function formatMoney(
  minorUnits: number,
  currency: string,
  locale = 'en',
  options: { allDigits?: boolean } = {},
): string {
  const digits = fractionDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: options.allDigits ? digits : 0,
    maximumFractionDigits: digits,
  }).format(minorUnits / 10 ** digits);
}
