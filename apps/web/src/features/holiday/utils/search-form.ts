import { HolidaySearchMessage, ZHolidaySearchTravellers } from '@portal/contracts';
import type { HolidaySearch } from './search-url';

export interface HolidaySearchFormValues {
  destination: { cityCode: string; cityName: string } | null;
  /** YYYY-MM, or '' for any month. */
  month: string;
  party: { adults: number; childAges: Array<number | null>; infants: number };
}

export type SearchFormField = 'destination' | 'month' | 'party';

/** The next twelve months from today's month (YYYY-MM), the months a search may name. */
export function monthsFrom(today: string, count = 12): string[] {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const total = year * 12 + (month - 1) + index;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/** The form for a search: the one in the address, or nothing chosen with one adult. */
export function searchFormValues(search: HolidaySearch | null): HolidaySearchFormValues {
  if (!search) return { destination: null, month: '', party: { adults: 1, childAges: [], infants: 0 } };
  return {
    destination: { cityCode: search.cityCode, cityName: search.cityName || search.cityCode },
    month: search.month ?? '',
    party: {
      adults: search.adults,
      childAges: Array.from({ length: search.children }, () => null),
      infants: search.infants,
    },
  };
}

/** What is wrong with the form, in the contracts' words (the API answers the same), first issue per field. */
export function checkSearchForm(
  values: HolidaySearchFormValues,
  today: string,
): Partial<Record<SearchFormField, string>> {
  const issues: Partial<Record<SearchFormField, string>> = {};
  if (!values.destination) issues.destination = HolidaySearchMessage.destinationRequired;
  if (values.month && values.month < today.slice(0, 7)) issues.month = HolidaySearchMessage.monthInPast;
  const party = ZHolidaySearchTravellers.safeParse({
    adults: values.party.adults,
    children: values.party.childAges.length,
    infants: values.party.infants,
  });
  if (!party.success) issues.party = party.error.issues[0]?.message;
  return issues;
}

/** The search the form describes (checked first with checkSearchForm). */
export function toHolidaySearch(values: HolidaySearchFormValues): HolidaySearch {
  return {
    cityCode: values.destination?.cityCode ?? '',
    cityName: values.destination?.cityName ?? '',
    month: values.month || null,
    dateFrom: null,
    dateTo: null,
    adults: values.party.adults,
    children: values.party.childAges.length,
    infants: values.party.infants,
  };
}
