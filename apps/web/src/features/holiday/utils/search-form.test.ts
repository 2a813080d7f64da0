import { describe, expect, it } from 'vitest';
import { HolidaySearchMessage } from '@portal/contracts';
import { checkSearchForm, monthsFrom, searchFormValues, toHolidaySearch } from './search-form';

describe('the holiday search form', () => {
  it('offers the twelve months from this one, across the new year', () => {
    expect(monthsFrom('2026-11-20', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsFrom('2026-01-01')).toHaveLength(12);
  });

  it('asks for a destination, a month not past and a party the contracts allow', () => {
    const values = searchFormValues(null);
    expect(
      checkSearchForm(
        { ...values, month: '2026-01', party: { adults: 1, childAges: [], infants: 2 } },
        '2026-02-03',
      ),
    ).toEqual({
      destination: HolidaySearchMessage.destinationRequired,
      month: HolidaySearchMessage.monthInPast,
      party: HolidaySearchMessage.infantsOverAdults,
    });
  });

  it('turns the chosen city, month and party into the search in the address', () => {
    const values = {
      destination: { cityCode: 'BKK', cityName: 'Bangkok' },
      month: '',
      party: { adults: 2, childAges: [null], infants: 0 },
    };
    expect(checkSearchForm(values, '2026-02-03')).toEqual({});
    const search = toHolidaySearch(values);
    expect(search).toMatchObject({ cityCode: 'BKK', month: null, adults: 2, children: 1, infants: 0 });
    expect(searchFormValues(search)).toEqual(values);
  });
});
