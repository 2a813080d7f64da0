import { describe, expect, it } from 'vitest';
import { SearchMessage, type Airport } from '@portal/contracts';
import {
  defaultSearchValues,
  fromSearchRequest,
  isMissingDetail,
  segmentsForTripType,
  toSearchRequest,
  validateSearchForm,
  type SearchFormValues,
} from './search-form-values';

const airport = (code: string, city = code): Airport => ({
  airportCode: code,
  airportName: `${city} Airport`,
  cityCode: code,
  cityName: city,
  countryCode: 'BD',
  countryName: 'Bangladesh',
});
const DAC = airport('DAC', 'Dhaka');
const DXB = airport('DXB', 'Dubai');
const JED = airport('JED', 'Jeddah');
const today = '2026-05-10';

function form(patch: Partial<SearchFormValues> = {}): SearchFormValues {
  return {
    ...defaultSearchValues(DAC, '2026-06-01'),
    segments: [{ origin: DAC, destination: DXB, departureDate: '2026-06-01' }],
    ...patch,
  };
}

const messagesAt = (values: SearchFormValues) =>
  validateSearchForm(values, today).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the search form', () => {
  it('accepts a complete one-way search and builds the API request', () => {
    expect(validateSearchForm(form(), today)).toEqual([]);
    expect(toSearchRequest(form({ childAges: [5], infantCount: 1 }))).toEqual({
      tripType: 'O',
      segments: [{ origin: 'DAC', destination: 'DXB', departureDate: '2026-06-01' }],
      adultCount: 1,
      childCount: 1,
      childAges: [5],
      infantCount: 1,
      travelClass: 'Economy',
      fareType: 'Regular',
      preferredAirlines: [],
    });
  });

  it('reports missing destination and return date as missing details, once each', () => {
    const issues = validateSearchForm(
      form({ tripType: 'R', segments: [{ origin: DAC, destination: null, departureDate: '2026-06-01' }] }),
      today,
    );
    expect(issues).toEqual([
      { path: ['segments', 0, 'destination'], message: SearchMessage.destinationRequired },
      { path: ['returnDate'], message: SearchMessage.returnRequired },
    ]);
    expect(issues.every(isMissingDetail)).toBe(true);
  });

  it('uses the contracts’ messages for wrong details', () => {
    expect(
      messagesAt(form({ segments: [{ origin: DAC, destination: DAC, departureDate: '2026-06-01' }] })),
    ).toEqual([`segments.0.destination: ${SearchMessage.sameAirports}`]);
    expect(messagesAt(form({ tripType: 'R', returnDate: '2026-05-20' }))).toEqual([
      `returnDate: ${SearchMessage.returnBeforeDeparture}`,
    ]);
    expect(messagesAt(form({ adultCount: 1, infantCount: 2 }))).toEqual([
      `infantCount: ${SearchMessage.tooManyInfants}`,
    ]);
    expect(messagesAt(form({ adultCount: 5, childAges: [3, 4, 5, 6, 7] }))).toEqual([
      `childCount: ${SearchMessage.tooManySeated}`,
    ]);
    expect(messagesAt(form({ childAges: [5, null] }))).toEqual([
      `childAges.1: ${SearchMessage.childAgeRequired}`,
    ]);
  });

  it('checks dates against the tenant’s today', () => {
    expect(
      messagesAt(form({ segments: [{ origin: DAC, destination: DXB, departureDate: '2026-05-09' }] })),
    ).toEqual([`segments.0.departureDate: ${SearchMessage.departureInPast}`]);
    expect(messagesAt(form({ segments: [{ origin: DAC, destination: DXB, departureDate: today }] }))).toEqual(
      [],
    );
    expect(
      messagesAt(form({ segments: [{ origin: DAC, destination: DXB, departureDate: '2027-06-01' }] })),
    ).toEqual([`segments.0.departureDate: ${SearchMessage.departureTooFar}`]);
  });

  it('checks multi-city order and places issues at the right flight', () => {
    const values = form({
      tripType: 'M',
      segments: [
        { origin: DAC, destination: DXB, departureDate: '2026-06-05' },
        { origin: DXB, destination: null, departureDate: null },
        { origin: JED, destination: DAC, departureDate: '2026-06-01' },
      ],
    });
    expect(messagesAt(values)).toEqual([
      `segments.1.destination: ${SearchMessage.destinationRequired}`,
      `segments.1.departureDate: ${SearchMessage.departureRequired}`,
      `segments.2.departureDate: ${SearchMessage.segmentsOutOfOrder}`,
    ]);
  });

  it('keeps only the first flight unless multi-city, and starts multi-city with two', () => {
    const three = [
      { origin: DAC, destination: DXB, departureDate: '2026-06-01' },
      { origin: DXB, destination: JED, departureDate: '2026-06-03' },
      { origin: JED, destination: DAC, departureDate: '2026-06-09' },
    ];
    expect(segmentsForTripType(three, 'O')).toEqual([three[0]]);
    expect(segmentsForTripType(three, 'M')).toBe(three);
    expect(segmentsForTripType([three[0]!], 'M')).toEqual([
      three[0],
      { origin: DXB, destination: null, departureDate: null },
    ]);
    // Extra flights of a one-way form are never sent.
    expect(toSearchRequest(form({ segments: three })).segments).toHaveLength(1);
  });

  it('reads a request back with airports looked up by code', () => {
    const request = toSearchRequest(form({ tripType: 'R', returnDate: '2026-06-09', childAges: [7] }));
    const byCode = new Map([DAC, DXB].map((a) => [a.airportCode, a]));
    expect(fromSearchRequest(request, (code) => byCode.get(code) ?? null)).toEqual(
      form({ tripType: 'R', returnDate: '2026-06-09', childAges: [7] }),
    );
  });
});
