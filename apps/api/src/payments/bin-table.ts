import {
  CardBrands,
  OnlinePaymentRules,
  cardBrandOfNumber,
  type CardBrand,
  type CardDetails,
  type CardScope,
} from '@portal/contracts';

interface BinEntry {
  bin: string;
  brand: CardBrand;
  issuer: string;
  country: string;
}

/**
 * The card ranges the portal knows (a small built-in BIN table, including the sandbox gateway's test cards). The
 * longest matching prefix wins. A card issued in Bangladesh pays the local rate.
 */
const BinTable: readonly BinEntry[] = [
  { bin: '432155', brand: 'visa', issuer: 'Dutch-Bangla Bank PLC', country: 'BD' },
  { bin: '421689', brand: 'visa', issuer: 'The City Bank PLC', country: 'BD' },
  { bin: '521389', brand: 'mastercard', issuer: 'BRAC Bank PLC', country: 'BD' },
  { bin: '540926', brand: 'mastercard', issuer: 'Eastern Bank PLC', country: 'BD' },
  { bin: '376948', brand: 'amex', issuer: 'The City Bank PLC', country: 'BD' },
  { bin: '411111', brand: 'visa', issuer: 'Sandbox International Bank', country: 'US' },
  { bin: '400000', brand: 'visa', issuer: 'Sandbox Test Bank', country: 'US' },
  { bin: '510510', brand: 'mastercard', issuer: 'Sandbox International Bank', country: 'GB' },
  { bin: '378282', brand: 'amex', issuer: 'American Express', country: 'US' },
];

const localCountry = 'BD';

export const rateOfScope = (scope: CardScope): number =>
  scope === 'local'
    ? OnlinePaymentRules.card.localBasisPoints
    : OnlinePaymentRules.card.internationalBasisPoints;

/**
 * What the first digits of a card say: brand, issuer, local or international, and the surcharge rate that
 * applies. A range not in the table is priced as international, the rate that never leaves the tenant short.
 */
export function lookupCard(digits: string): CardDetails {
  const entry = BinTable.filter((candidate) => digits.startsWith(candidate.bin)).sort(
    (a, b) => b.bin.length - a.bin.length,
  )[0];
  const brand = entry?.brand ?? cardBrandOfNumber(digits);
  const scope: CardScope = entry?.country === localCountry ? 'local' : 'international';
  return {
    bin: digits.slice(0, 6),
    brand,
    accepted: brand !== null && CardBrands.includes(brand),
    issuer: entry?.issuer ?? null,
    country: entry?.country ?? null,
    scope,
    surchargeBasisPoints: rateOfScope(scope),
  };
}
