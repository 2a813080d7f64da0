import { describe, expect, it } from 'vitest';
import { readConsoleForm } from './console-form';

const context = {
  agencyIds: new Set(['agency-1']),
  isAirport: (code: string) => ['DAC', 'DXB', 'CGP'].includes(code),
  today: '2027-01-10',
};
const valid = {
  agencyId: 'agency-1',
  origin: 'dac',
  destination: 'DXB',
  date: '2027-02-01',
  p1Type: 'ADT',
  p1FirstName: 'Karim',
  p1LastName: 'Hossain',
  p2Type: 'INF',
  p2FirstName: 'Ayaan',
  p2LastName: 'Hossain',
  p3Type: 'ADT',
  p3FirstName: '',
  p3LastName: '',
};

describe('the console form', () => {
  it('reads a booking, leaving out an empty traveller', () => {
    expect(readConsoleForm(valid, context)).toEqual({
      booking: {
        agencyId: 'agency-1',
        origin: 'DAC',
        destination: 'DXB',
        date: '2027-02-01',
        passengers: [
          { type: 'ADT', firstName: 'Karim', lastName: 'Hossain' },
          { type: 'INF', firstName: 'Ayaan', lastName: 'Hossain' },
        ],
      },
    });
  });

  it('says what to fix: agency, airports, date, names, an adult for every infant', () => {
    const form = readConsoleForm(
      { ...valid, agencyId: 'other', destination: 'DAC', date: '2027-01-09', p1Type: 'INF', p2LastName: '' },
      context,
    );
    expect('errors' in form && Object.keys(form.errors).sort()).toEqual([
      'agencyId',
      'date',
      'destination',
      'p1Type',
      'p2LastName',
    ]);
  });
});
