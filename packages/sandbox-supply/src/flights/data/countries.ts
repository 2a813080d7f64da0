import { countries as countryList } from 'countries-list';

export interface CountryRecord {
  code: string;
  name: string;
  dialCode: string | null;
}

let cached: readonly CountryRecord[] | undefined;

/** Every country with its ISO code and international dialling code, by name. */
export function countryRecords(): readonly CountryRecord[] {
  cached ??= Object.entries(countryList)
    .map(([code, country]) => {
      const phone = country.phone[0];
      return { code, name: country.name, dialCode: phone === undefined ? null : `+${phone}` };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}

let byName: Map<string, string> | undefined;

/** ISO code for an English country name as the airport data spells it. */
export function countryCodeByName(name: string, aliases: Record<string, string>): string | undefined {
  if (!byName) {
    byName = new Map();
    for (const country of countryRecords()) byName.set(country.name, country.code);
  }
  return aliases[name] ?? byName.get(name);
}

export function countryName(code: string): string {
  return (countryList as Record<string, { name: string } | undefined>)[code]?.name ?? code;
}
