import type { AirlineOptionsResponse } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';

/** GET Airline/GetAirlineOptions: the airlines the search pad offers as preferred airlines, by name. */
export function listAirlines(options: { supply: FlightSupply }): AirlineOptionsResponse {
  return {
    airlines: options.supply
      .airlines()
      .map((airline) => ({ code: airline.code, name: airline.name, alliance: airline.alliance }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
