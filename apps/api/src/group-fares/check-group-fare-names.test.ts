import { describe, expect, it } from 'vitest';
import { GroupFareMessage, type GroupFareNameInput } from '@portal/contracts';
import { ageOn, checkGroupFareNames, sixMonthsAfter, type NameListTerms } from './check-group-fare-names';

const terms: NameListTerms = {
  adults: 2,
  children: 1,
  infants: 1,
  firstFlightDay: '2027-01-10',
  lastFlightDay: '2027-01-24',
  namedElsewhere: new Set(['TAKEN123']),
};

const line = (
  type: 'ADT' | 'CHD' | 'INF',
  overrides: Partial<GroupFareNameInput> = {},
): GroupFareNameInput => ({
  type,
  title: type === 'ADT' ? 'Mr' : 'Mstr',
  firstName: 'Karim',
  lastName: 'Ahmed',
  dateOfBirth: { ADT: '1980-03-01', CHD: '2019-05-05', INF: '2026-02-01' }[type],
  gender: 'Male',
  nationality: 'BD',
  passportNumber: `${type}${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
  passportExpiry: '2030-01-01',
  ...overrides,
});

describe('checkGroupFareNames', () => {
  it('accepts a good list, adults first, then children, then infants', () => {
    const checked = checkGroupFareNames([line('INF'), line('ADT'), line('CHD'), line('ADT')], terms);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.names.map((name) => name.type)).toEqual(['ADT', 'ADT', 'CHD', 'INF']);
  });

  it('reports every problem of every line at once', () => {
    const checked = checkGroupFareNames(
      [
        line('ADT', { passportExpiry: '2027-07-23' }),
        line('ADT', { passportNumber: 'TAKEN123', dateOfBirth: '2020-01-01' }),
        line('CHD', { passportNumber: 'taken123', firstName: '' }),
        line('INF', { dateOfBirth: '2024-01-01' }),
      ],
      terms,
    );
    expect(checked).toEqual({
      ok: false,
      problems: [
        { line: 1, field: 'passportExpiry', message: GroupFareMessage.passportExpiryBeforeReturn },
        { line: 2, field: 'dateOfBirth', message: 'An adult must be 12 or older on the day of travel' },
        { line: 2, field: 'passportNumber', message: GroupFareMessage.passportOnAnotherReservation },
        { line: 3, field: 'firstName', message: expect.any(String) },
        { line: 4, field: 'dateOfBirth', message: 'An infant must be under 2 on the day of travel' },
      ],
    });
  });

  it('counts the passengers of each type against the reservation', () => {
    const checked = checkGroupFareNames([line('ADT'), line('ADT'), line('ADT'), line('INF')], terms);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problems[0]).toMatchObject({ line: 0, field: 'names' });
  });

  it('finds a passport twice in the list, whatever its case', () => {
    const checked = checkGroupFareNames(
      [
        line('ADT', { passportNumber: 'AB12345' }),
        line('ADT', { passportNumber: 'ab12345' }),
        line('CHD'),
        line('INF'),
      ],
      terms,
    );
    expect(checked).toEqual({
      ok: false,
      problems: [{ line: 2, field: 'passportNumber', message: GroupFareMessage.passportTwice }],
    });
  });

  it('takes ages on the day of travel and six months by the calendar', () => {
    expect(ageOn('2015-01-10', '2027-01-10')).toBe(12);
    expect(ageOn('2015-01-11', '2027-01-10')).toBe(11);
    expect(sixMonthsAfter('2027-01-24')).toBe('2027-07-24');
    expect(sixMonthsAfter('2027-08-31')).toBe('2028-02-29');
  });
});
