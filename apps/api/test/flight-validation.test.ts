import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  FlightPaths,
  SearchMessage,
  type AirSearchRequestInput,
  type ErrorBody,
} from '@portal/contracts';
import { authHeaders, dhakaDate, searchBody } from './support/flight';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, 'agent@demo.test');
});
afterAll(async () => {
  await t.close();
});

async function rejected(body: AirSearchRequestInput): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: FlightPaths.airSearch,
    headers: authHeaders(token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json<ErrorBody>();
  expect(error.code).toBe(ErrorCode.ValidationFailed);
  return error.message;
}

const segment = (origin: string, destination: string, days: number) => ({
  origin,
  destination,
  departureDate: dhakaDate(days),
});

describe('AirSearch validation (400 naming the field)', () => {
  it('an unknown airport', async () => {
    expect(await rejected(searchBody({ segments: [segment('QQQ', 'DXB', 10)] }))).toContain(
      `segments.0.origin: ${SearchMessage.unknownOrigin}`,
    );
    expect(await rejected(searchBody({ segments: [segment('DAC', 'ZZZ', 10)] }))).toContain(
      `segments.0.destination: ${SearchMessage.unknownDestination}`,
    );
  });

  it('the same origin and destination', async () => {
    expect(await rejected(searchBody({ segments: [segment('DAC', 'dac', 10)] }))).toContain(
      `segments.0.destination: ${SearchMessage.sameAirports}`,
    );
  });

  it('a departure date in the past (the tenant’s today is Dhaka’s)', async () => {
    expect(await rejected(searchBody({ segments: [segment('DAC', 'DXB', -1)] }))).toContain(
      `segments.0.departureDate: ${SearchMessage.departureInPast}`,
    );
  });

  it('a departure beyond the selling window', async () => {
    expect(await rejected(searchBody({ segments: [segment('DAC', 'DXB', 400)] }))).toContain(
      `segments.0.departureDate: ${SearchMessage.departureTooFar}`,
    );
  });

  it('multi-city dates out of order', async () => {
    const message = await rejected(
      searchBody({ tripType: 'M', segments: [segment('DAC', 'DXB', 10), segment('DXB', 'LHR', 8)] }),
    );
    expect(message).toContain(`segments.1.departureDate: ${SearchMessage.segmentsOutOfOrder}`);
  });

  it('a return before the departure', async () => {
    const message = await rejected(
      searchBody({ tripType: 'R', segments: [segment('DAC', 'DXB', 10)], returnDate: dhakaDate(9) }),
    );
    expect(message).toContain(`returnDate: ${SearchMessage.returnBeforeDeparture}`);
  });

  it('more infants than adults', async () => {
    expect(await rejected(searchBody({ adultCount: 1, infantCount: 2 }))).toContain(
      `infantCount: ${SearchMessage.tooManyInfants}`,
    );
  });

  it('ten seated passengers', async () => {
    expect(await rejected(searchBody({ adultCount: 6, childCount: 4, childAges: [3, 4, 5, 6] }))).toContain(
      `childCount: ${SearchMessage.tooManySeated}`,
    );
  });

  it('a child aged 1 or 12', async () => {
    expect(await rejected(searchBody({ childCount: 1, childAges: [1] }))).toContain(
      `childAges.0: ${SearchMessage.childAgeRange}`,
    );
    expect(await rejected(searchBody({ childCount: 1, childAges: [12] }))).toContain(
      `childAges.0: ${SearchMessage.childAgeRange}`,
    );
  });

  it('six multi-city flights, or only one', async () => {
    const six = [
      segment('DAC', 'DXB', 10),
      segment('DXB', 'LHR', 12),
      segment('LHR', 'JFK', 14),
      segment('JFK', 'SIN', 16),
      segment('SIN', 'BKK', 18),
      segment('BKK', 'DAC', 20),
    ];
    expect(await rejected(searchBody({ tripType: 'M', segments: six }))).toContain(
      `segments: ${SearchMessage.tooManySegments}`,
    );
    expect(await rejected(searchBody({ tripType: 'M', segments: [segment('DAC', 'DXB', 10)] }))).toContain(
      `segments: ${SearchMessage.multiCityNeedsTwo}`,
    );
  });

  it('accepts the edges: 9 seated, children aged 2 and 11, as many infants as adults, five flights', async () => {
    const accepted = async (body: AirSearchRequestInput) =>
      (
        await t.app.inject({
          method: 'POST',
          url: FlightPaths.airSearch,
          headers: authHeaders(token),
          payload: body,
        })
      ).statusCode;
    expect(
      await accepted(searchBody({ adultCount: 7, childCount: 2, childAges: [2, 11], infantCount: 7 })),
    ).toBe(200);
    expect(
      await accepted(
        searchBody({
          tripType: 'M',
          segments: [
            segment('DAC', 'DXB', 10),
            segment('DXB', 'LHR', 12),
            segment('LHR', 'JFK', 14),
            segment('JFK', 'SIN', 16),
            segment('SIN', 'DAC', 18),
          ],
        }),
      ),
    ).toBe(200);
    expect(await accepted(searchBody({ segments: [segment('DAC', 'DXB', 0)] }))).toBe(200);
  });
});
