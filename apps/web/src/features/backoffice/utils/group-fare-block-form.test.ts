import { describe, expect, it } from 'vitest';
import { GroupFareMessage, type GroupFareFlightOption } from '@portal/contracts';
import { HttpError } from '../../../lib/api-errors';
import {
  checkBlock,
  GroupFareFormMessage,
  newBlockValues,
  serverIssuesOf,
  suggestedDeadlines,
} from './group-fare-block-form';

const now = Date.parse('2026-11-27T06:00:00Z');
const option: GroupFareFlightOption = {
  optionId: 'option-1',
  validatingAirline: 'SV',
  airlineName: 'Saudia',
  brandName: 'Economy Saver',
  cabin: 'Economy',
  journeys: [
    {
      origin: 'DAC',
      destination: 'JED',
      departure: '2027-01-15T10:05:00+06:00',
      arrival: '2027-01-15T14:35:00+03:00',
      legs: [
        {
          key: 'SV803',
          marketingAirline: 'SV',
          operatingAirline: 'SV',
          flightNumber: '803',
          origin: 'DAC',
          destination: 'JED',
          departure: '2027-01-15T10:05:00+06:00',
          arrival: '2027-01-15T14:35:00+03:00',
          durationMinutes: 510,
          aircraft: '777',
          departureTerminal: null,
          arrivalTerminal: null,
        },
      ],
      bookingClasses: ['V'],
    },
  ],
  seatsAvailable: 30,
  publishedAdultFare: { amount: 8_500_000, currency: 'BDT' },
  baggage: '2 PC',
};
const target = {
  mode: 'create' as const,
  flight: { searchId: 's', optionId: 'option-1' },
  seatsAvailable: 30,
};

describe('a new block’s terms', () => {
  it('starts as an Umrah block to Jeddah with the published fare and deadlines three, two and one weeks out', () => {
    const values = newBlockValues(option, now);
    expect(values).toMatchObject({
      kind: 'Umrah',
      code: 'UMR-DACJED-0115',
      totalSeats: '30',
      perAgencyCap: '9',
    });
    expect(values.fares.adult).toBe('85000.00');
    expect(values.nameDeadline).toBe('2026-12-25 10:05:00');
    expect(values.ticketingDeadline).toBe('2027-01-08 10:05:00');
  });

  it('spreads the deadlines over the time left when the flight is less than a month away', () => {
    const [names, balance, ticketing] = suggestedDeadlines('2026-12-07T06:00:00Z', now);
    expect(now < names && names < balance && balance < ticketing).toBe(true);
  });

  it('sends taka as poisha and the deadlines as instants in Dhaka time', () => {
    const values = {
      ...newBlockValues(option, now),
      fareRules: 'Non-refundable',
      fares: { adult: '82,500.50', child: '0', infant: '9000' },
    };
    const result = checkBlock(values, target);
    expect(result.issues).toEqual([]);
    expect(result.body?.fares).toEqual({ adult: 8_250_050, child: 0, infant: 900_000 });
    expect(result.body?.nameDeadline).toBe('2026-12-25T10:05:00+06:00');
    expect(result.body?.flight).toEqual(target.flight);
  });

  it('names each box that is wrong: an amount, more seats than the flight has, a cap above the seats', () => {
    const values = {
      ...newBlockValues(option, now),
      fareRules: 'x',
      depositPerSeat: 'ten',
      totalSeats: '31',
      perAgencyCap: '40',
    };
    const { issues } = checkBlock(values, target);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'depositPerSeat', message: GroupFareFormMessage.amountInvalid },
        { path: 'totalSeats', message: GroupFareFormMessage.seatsAboveAvailable },
        { path: 'perAgencyCap', message: GroupFareMessage.capAboveSeats },
      ]),
    );
  });

  it('asks for chosen agencies when the block is not shown to all', () => {
    const values = { ...newBlockValues(option, now), fareRules: 'x', visibility: 'Chosen' as const };
    expect(checkBlock(values, target).issues).toContainEqual({
      path: 'agencyIds',
      message: GroupFareMessage.agenciesRequired,
    });
  });
});

describe('a refused save', () => {
  it('puts the server’s rules and schema problems at their boxes, the rest above the form', () => {
    const refusal = (status: number, code: string, message: string) =>
      new HttpError(status, { error: { code, message } });
    expect(serverIssuesOf(refusal(422, 'X', GroupFareMessage.seatsBelowTaken))).toEqual([
      { path: 'totalSeats', message: GroupFareMessage.seatsBelowTaken },
    ]);
    expect(serverIssuesOf(refusal(409, 'GROUP_FARE_BLOCK_EXISTS', 'exists'))).toEqual([
      { path: 'code', message: GroupFareFormMessage.codeTaken },
    ]);
    expect(
      serverIssuesOf(refusal(400, 'VALIDATION_FAILED', 'fares.adult: Too small; title: Too short')),
    ).toEqual([
      { path: 'fares.adult', message: 'Too small' },
      { path: 'title', message: 'Too short' },
    ]);
    expect(serverIssuesOf(refusal(409, 'GROUP_FARE_FLIGHT_UNAVAILABLE', 'Fewer seats'))).toEqual([
      { path: 'totalSeats', message: 'Fewer seats' },
    ]);
    expect(serverIssuesOf(refusal(404, 'GROUP_FARE_FLIGHT_UNAVAILABLE', 'Gone'))).toEqual([
      { path: 'root', message: 'Gone' },
    ]);
  });
});
