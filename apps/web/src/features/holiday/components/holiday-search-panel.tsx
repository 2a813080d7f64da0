import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { searchFormValues } from '../utils/search-form';
import { holidayResultsUrl } from '../utils/search-url';
import { HolidaySearchForm } from './holiday-search-form';
import '../i18n';

/** The search pad's Holidays tab (spec §2 /searchpad/holiday, AccessHoliday): the search, opening the results. */
export default function HolidaySearchPanel() {
  const navigate = useNavigate();
  const initialValues = useMemo(() => searchFormValues(null), []);
  return (
    <HolidaySearchForm
      initialValues={initialValues}
      onSearch={(search) => void navigate(holidayResultsUrl(search))}
    />
  );
}
