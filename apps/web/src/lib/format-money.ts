function fractionDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Formats an amount held in minor units (e.g. poisha) as money in the given currency. */
export function formatMoney(minorUnits: number, currency: string, locale = 'en'): string {
  const digits = fractionDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(minorUnits / 10 ** digits);
}
