import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FlightPaths,
  ReferencePaths,
  type AirlineOptionsResponse,
  type AirportsByKeyResponse,
  type CountriesResponse,
} from '@portal/contracts';
import { authHeaders } from './support/flight';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await login(t.app, 'staff@demo.test');
});
afterAll(async () => {
  await t.close();
});

const airports = async (searchTerm: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: ReferencePaths.getAirportsByKey,
    headers: authHeaders(staff),
    payload: { searchTerm },
  });
  expect(response.statusCode).toBe(200);
  return response.json<AirportsByKeyResponse>().airports;
};

describe('reference data for the search form', () => {
  it('finds airports by code first, then by city or name, at most 10', async () => {
    const dac = await airports('dac');
    expect(dac[0]).toEqual({
      airportCode: 'DAC',
      airportName: expect.stringContaining('Shahjalal'),
      cityCode: 'DAC',
      cityName: 'Dhaka',
      countryCode: 'BD',
      countryName: 'Bangladesh',
    });
    expect((await airports('dubai')).map((airport) => airport.airportCode)).toContain('DXB');
    expect((await airports('a')).length).toBeLessThanOrEqual(10);
  });

  it('lists the airlines with their alliances', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ReferencePaths.getAirlineOptions,
      headers: authHeaders(staff),
    });
    expect(response.statusCode).toBe(200);
    const codes = response.json<AirlineOptionsResponse>().airlines.map((airline) => airline.code);
    expect(codes).toEqual(expect.arrayContaining(['BG', 'EK']));
  });

  it('lists the countries with their dialling codes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ReferencePaths.getAllCountries,
      headers: authHeaders(staff),
    });
    expect(response.statusCode).toBe(200);
    const countries = response.json<CountriesResponse>().countries;
    expect(countries).toContainEqual({ code: 'BD', name: 'Bangladesh', dialCode: '+880' });
    expect(countries.length).toBeGreaterThan(100);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: ReferencePaths.getAllCountries });
    expect(response.statusCode).toBe(401);
  });
});

describe('the API reference', () => {
  it('documents every flight and reference-data call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [...Object.values(FlightPaths), ...Object.values(ReferencePaths)]) {
      expect(paths).toContain(path);
    }
  });
});
