/** Bangla digits typed on a Bangla keyboard read as their ASCII twins. */
const banglaZero = '০'.charCodeAt(0);
const toAsciiDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - banglaZero));

// Whole part: plain digits, or grouped in thousands (1,234,567) or the South Asian way (12,34,567).
const wholePart = String.raw`(?<whole>\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})`;

/**
 * An amount typed in the currency's main unit (taka) as integer minor units (poisha), read digit by digit so no
 * floating point rounding can creep in: '1,234.5' → 123450, '10' → 1000. Answers null for anything else: empty
 * text, a sign, letters, more decimals than the currency has ('0.005'), or a number too large to hold exactly.
 */
export function parseMoney(text: string, fractionDigits = 2): number | null {
  const typed = toAsciiDigits(text.trim());
  const decimals = fractionDigits > 0 ? String.raw`(?:\.(?<fraction>\d{1,${fractionDigits}}))?` : '';
  const match = new RegExp(`^${wholePart}${decimals}$`).exec(typed);
  if (!match) return null;
  const whole = (match.groups?.whole ?? '').replace(/,/g, '');
  const fraction = (match.groups?.fraction ?? '').padEnd(fractionDigits, '0');
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * A signed amount (a quote line: what is given back, or with a minus what is kept or charged) as integer minor
 * units: '-1,234.5' → -123450, '+10' and '10' → 1000. The sign may be an ASCII or a typographic minus; the rest
 * is read as parseMoney reads it. Null for anything parseMoney refuses, or a sign alone.
 */
export function parseSignedMoney(text: string, fractionDigits = 2): number | null {
  const match = /^\s*(?<sign>[-+\u2212]?)\s*(?<rest>.*)$/s.exec(text);
  const minor = parseMoney(match?.groups?.rest ?? '', fractionDigits);
  if (minor === null) return null;
  const negative = match?.groups?.sign === '-' || match?.groups?.sign === '\u2212';
  return negative && minor !== 0 ? -minor : minor;
}

/** Minor units as the text a money box shows for editing, written from the integer: 123450 → '1234.50'. */
export function minorToInputText(minor: number, fractionDigits = 2): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(fractionDigits + 1, '0');
  if (fractionDigits === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
}
