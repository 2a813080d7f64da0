/**
 * The banks whose marks the web app carries under /banks/<icon name>.svg, with the ways agencies write their names.
 * An agency types its bank's name freely, so a known bank gets its mark and any other shows none.
 */
const knownBanks: ReadonlyArray<{ iconName: string; names: readonly string[] }> = [
  { iconName: 'dutch-bangla-bank', names: ['dutch bangla bank', 'dutch bangla', 'dbbl'] },
  { iconName: 'brac-bank', names: ['brac bank', 'brac'] },
  { iconName: 'eastern-bank', names: ['eastern bank', 'ebl'] },
  { iconName: 'city-bank', names: ['city bank', 'the city bank'] },
  { iconName: 'islami-bank', names: ['islami bank bangladesh', 'islami bank', 'ibbl'] },
];

/** Lower case, punctuation to spaces, without the company suffix ("PLC", "Ltd", "Limited"). */
function normalise(bankName: string): string {
  return bankName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(?:plc|ltd|limited)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function bankLogoIconFor(bankName: string): string | null {
  const name = normalise(bankName);
  return knownBanks.find((bank) => bank.names.includes(name))?.iconName ?? null;
}
