import { airlineSpecs } from '../data/airline-table';

/** The airlines' ticketing (accounting) codes, the first three digits of every ticket they issue. */
const accountingCodes: Record<string, string> = {
  AA: '001',
  AF: '057',
  AI: '098',
  AY: '105',
  AZ: '055',
  BA: '125',
  BG: '997',
  BR: '695',
  CA: '999',
  CI: '297',
  CX: '160',
  CZ: '784',
  DL: '006',
  EI: '053',
  EK: '176',
  EY: '607',
  GA: '126',
  GF: '072',
  JL: '131',
  KE: '180',
  KL: '074',
  KU: '229',
  LH: '220',
  LO: '080',
  LX: '724',
  MH: '232',
  MS: '077',
  MU: '781',
  NH: '205',
  OS: '257',
  OZ: '988',
  PK: '214',
  PR: '079',
  QR: '157',
  SK: '117',
  SN: '082',
  SQ: '618',
  SV: '065',
  TG: '217',
  TK: '235',
  TP: '047',
  UA: '016',
  UL: '603',
  VN: '738',
  VS: '932',
  WY: '910',
};

/** Sandbox airlines without a listed code get free ones in the order of their codes, so no two share one. */
const sandboxCodes = (() => {
  const taken = new Set(Object.values(accountingCodes));
  const codes = new Map<string, string>();
  let next = 300;
  for (const airline of airlineSpecs.map((spec) => spec.code).sort()) {
    if (accountingCodes[airline]) continue;
    while (taken.has(String(next))) next += 1;
    codes.set(airline, String(next));
    next += 1;
  }
  return codes;
})();

/** An airline's three-digit ticketing code. */
export function accountingCode(airline: string): string {
  const code = accountingCodes[airline] ?? sandboxCodes.get(airline);
  if (!code) throw new Error(`unknown airline ${airline}`);
  return code;
}

/** The 13-digit e-ticket number "<code>-<10 digits>" of the airline's `serial`-th ticket. */
export function ticketNumber(airline: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > 7_599_999_999) {
    throw new Error(`ticket serial out of range: ${serial}`);
  }
  return `${accountingCode(airline)}-${2_400_000_000 + serial}`;
}
