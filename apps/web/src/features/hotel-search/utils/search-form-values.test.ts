import { describe, expect, it } from 'vitest';
import { HotelSearchMessage, ZHotelSearchRequest } from '@portal/contracts';
import {
  checkOutFor,
  defaultHotelSearchValues,
  fromHotelSearchLink,
  issueField,
  nightsOf,
  suggestionLabel,
  toHotelSearchRequest,
  validateHotelSearchForm,
  type HotelSearchFormValues,
} from './search-form-values';

const today = '2026-07-01';
const valid: HotelSearchFormValues = {
  destination: { type: 'City', id: 'DXB', label: 'Dubai, United Arab Emirates' },
  checkIn: '2026-08-01',
  checkOut: '2026-08-04',
  rooms: [{ adults: 2, childAges: [7] }],
};

const messages = (values: HotelSearchFormValues) =>
  validateHotelSearchForm(values, today).map((issue) => [issue.path.join('.'), issue.message]);

describe('hotel search form', () => {
  it('starts tomorrow for one night, one room for two', () => {
    expect(defaultHotelSearchValues(today)).toEqual({
      destination: null,
      checkIn: '2026-07-02',
      checkOut: '2026-07-03',
      rooms: [{ adults: 2, childAges: [] }],
    });
  });

  it('accepts a valid search and makes the request the schema takes', () => {
    expect(validateHotelSearchForm(valid, today)).toEqual([]);
    const request = ZHotelSearchRequest.parse(toHotelSearchRequest(valid));
    expect(request).toEqual({
      destination: { type: 'City', id: 'DXB' },
      checkIn: '2026-08-01',
      checkOut: '2026-08-04',
      rooms: [{ adults: 2, children: 1, childAges: [7] }],
    });
  });

  it('names every missing detail once, with the contracts’ messages', () => {
    expect(
      messages({ destination: null, checkIn: null, checkOut: null, rooms: [{ adults: 1, childAges: [] }] }),
    ).toEqual([
      ['destination', HotelSearchMessage.destinationRequired],
      ['checkIn', HotelSearchMessage.checkInRequired],
      ['checkOut', HotelSearchMessage.checkOutRequired],
    ]);
  });

  it('blocks a child without an age', () => {
    const issues = validateHotelSearchForm({ ...valid, rooms: [{ adults: 2, childAges: [4, null] }] }, today);
    expect(issues).toEqual([
      { path: ['rooms', 0, 'childAges'], message: HotelSearchMessage.childAgeRequired },
    ]);
    expect(issueField(issues[0]!)).toBe('guests');
  });

  it('checks the dates against each other and against today', () => {
    expect(messages({ ...valid, checkOut: '2026-08-01' })).toEqual([
      ['checkOut', HotelSearchMessage.checkOutBeforeCheckIn],
    ]);
    expect(messages({ ...valid, checkOut: '2026-09-01' })).toEqual([
      ['checkOut', HotelSearchMessage.tooManyNights],
    ]);
    expect(messages({ ...valid, checkIn: '2026-06-30', checkOut: '2026-07-02' })).toEqual([
      ['checkIn', HotelSearchMessage.checkInInPast],
    ]);
    expect(messages({ ...valid, checkIn: '2027-06-28', checkOut: '2027-06-29' })).toEqual([
      ['checkIn', HotelSearchMessage.checkInTooFar],
    ]);
    // The dates are compared even while the destination is missing.
    expect(messages({ ...valid, destination: null, checkOut: '2026-07-30' })).toEqual([
      ['destination', HotelSearchMessage.destinationRequired],
      ['checkOut', HotelSearchMessage.checkOutBeforeCheckIn],
    ]);
  });

  it('enforces the room and guest limits', () => {
    const room = { adults: 1, childAges: [] };
    expect(messages({ ...valid, rooms: Array.from({ length: 9 }, () => room) })).toEqual([
      ['rooms', HotelSearchMessage.tooManyRooms],
    ]);
    expect(messages({ ...valid, rooms: [] })).toEqual([['rooms', HotelSearchMessage.roomsRequired]]);
    expect(messages({ ...valid, rooms: [{ adults: 7, childAges: [] }] })).toEqual([
      ['rooms.0.adults', HotelSearchMessage.tooManyAdults],
    ]);
    expect(messages({ ...valid, rooms: [{ adults: 0, childAges: [] }] })).toEqual([
      ['rooms.0.adults', HotelSearchMessage.adultsRequired],
    ]);
  });

  it('counts nights and keeps them when the check-in moves', () => {
    expect(nightsOf('2026-08-01', '2026-08-04')).toBe(3);
    expect(nightsOf('2026-08-04', '2026-08-01')).toBeNull();
    expect(nightsOf(null, '2026-08-01')).toBeNull();
    expect(checkOutFor('2026-08-10', { checkIn: '2026-08-01', checkOut: '2026-08-04' })).toBe('2026-08-13');
    expect(checkOutFor('2026-08-10', { checkIn: null, checkOut: null })).toBe('2026-08-11');
  });

  it('labels suggestions and reads a search back from its address', () => {
    expect(
      suggestionLabel({ type: 'City', id: 'DXB', name: 'Dubai', cityName: 'Dubai', countryName: 'UAE' }),
    ).toBe('Dubai, UAE');
    expect(
      suggestionLabel({ type: 'Hotel', id: 'H1', name: 'Palm Inn', cityName: 'Dubai', countryName: 'UAE' }),
    ).toBe('Palm Inn, Dubai');
    const values = fromHotelSearchLink({
      request: toHotelSearchRequest(valid),
      destinationName: 'Dubai, United Arab Emirates',
    });
    expect(values).toEqual(valid);
  });
});
