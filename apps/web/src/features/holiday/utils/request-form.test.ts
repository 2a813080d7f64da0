import { describe, expect, it } from 'vitest';
import { Functionality, HolidayRequestMessage, type HolidayDeparture } from '@portal/contracts';
import { checkRequestForm, estimateOf, initialRequestValues, pageAfterSending } from './request-form';

const packageId = '7f0b8b5e-1d1a-4c7e-9d0a-3b1f2a4c5d6e';
const departure: HolidayDeparture = {
  departureId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  departsOn: '2026-09-10',
  returnsOn: '2026-09-15',
  seatsLeft: 3,
  currency: 'BDT',
  adultPrice: 85_000_00,
  childPrice: 60_000_00,
  infantPrice: 10_000_00,
};

describe('the enquiry form', () => {
  it('starts from the searched party with a room for every two adults', () => {
    expect(initialRequestValues({ adults: 3, children: 1, infants: 0 }, null)).toEqual({
      departureId: null,
      adults: 3,
      childAges: [null],
      infants: 0,
      rooms: 2,
      notes: '',
    });
  });

  it('gives the body SendRequest takes for two adults and a child of 7', () => {
    const values = { ...initialRequestValues({ adults: 2, children: 1, infants: 0 }, departure.departureId) };
    values.childAges = [7];
    values.notes = '  Sea view please ';
    const checked = checkRequestForm(values, packageId, [departure]);
    expect(checked.issues).toEqual([]);
    expect(checked.body).toEqual({
      packageId,
      departureId: departure.departureId,
      adults: 2,
      childAges: [7],
      infants: 0,
      rooms: 1,
      notes: 'Sea view please',
    });
  });

  it('names the departure, a child without an age, infants and rooms over the adults with the API’s words', () => {
    const checked = checkRequestForm(
      { departureId: null, adults: 1, childAges: [null], infants: 2, rooms: 2, notes: '' },
      packageId,
      [departure],
    );
    expect(checked.issues).toEqual([
      { field: 'departureId', message: HolidayRequestMessage.departureClosed },
      { field: 'childAges', message: HolidayRequestMessage.childAge },
      { field: 'infants', message: HolidayRequestMessage.infantsPerAdult },
      { field: 'rooms', message: HolidayRequestMessage.roomsPerAdult },
    ]);
  });

  it('refuses more adults and children than the departure has seats; infants take none', () => {
    const values = {
      departureId: departure.departureId,
      adults: 2,
      childAges: [5, 6],
      infants: 1,
      rooms: 1,
      notes: '',
    };
    expect(checkRequestForm(values, packageId, [departure]).issues).toEqual([
      { field: 'adults', message: HolidayRequestMessage.seatsUnavailable },
    ]);
    expect(checkRequestForm({ ...values, childAges: [5] }, packageId, [departure]).issues).toEqual([]);
  });

  it('estimates the party at the departure’s prices', () => {
    expect(estimateOf(departure, { adults: 2, children: 1, infants: 1 })).toBe(240_000_00);
  });
});

describe('after an enquiry is sent', () => {
  it('opens the request for a user who may open the holiday requests, and stays for one who may only enquire', () => {
    expect(pageAfterSending([], 'HL-2610001')).toBe('/holiday-requests/HL-2610001');
    expect(
      pageAfterSending([Functionality.AccessHoliday, Functionality.ShowHolidayQueue], 'HL-2610001'),
    ).toBe('/holiday-requests/HL-2610001');
    expect(pageAfterSending([Functionality.AccessHoliday], 'HL-2610001')).toBeNull();
  });
});
