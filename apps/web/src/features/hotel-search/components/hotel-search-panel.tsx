import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { tenantToday } from '../../../components/flight-search/tenant-today';
import { defaultHotelSearchValues } from '../utils/search-form-values';
import { hotelResultsUrl } from '../utils/search-url';
import { HotelSearchForm } from './hotel-search-form';
import '../i18n';

/** The search pad's Hotels tab (spec §2 /searchpad/hotel, SearchHotel): the hotel search form, opening the results. */
export default function HotelSearchPanel() {
  const navigate = useNavigate();
  const initialValues = useMemo(() => defaultHotelSearchValues(tenantToday()), []);
  return (
    <HotelSearchForm
      initialValues={initialValues}
      onSearch={(request, label) => void navigate(hotelResultsUrl(request, label))}
    />
  );
}
