import { toAirport } from './flights/airport-search';
import { network } from './flights/network/build-network';

export interface SandboxAirport {
  airportCode: string;
  airportName: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  countryName: string;
}

/** Every airport the sandbox network serves, most important first. */
export const sandboxAirports: readonly SandboxAirport[] = network().servedAirports.map(toAirport);

export function findSandboxAirport(code: string): SandboxAirport | undefined {
  const index = network().airportByCode.get(code.toUpperCase());
  return index === undefined ? undefined : toAirport(network().airports[index]!);
}
