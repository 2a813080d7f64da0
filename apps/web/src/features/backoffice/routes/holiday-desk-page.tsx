import { useTranslation } from 'react-i18next';
import { HolidayRequestTabs } from '@portal/contracts';
import { useAddressFilters } from '../../../lib/address-filters';
import { useHolidayDeskQueue } from '../api/holiday-desk';
import { DeskListPage } from '../components/desk-list-page';
import { HolidayDeskCards, HolidayDeskTable } from '../components/holiday-desk-table';
import {
  deskFiltersFromSearch,
  deskFiltersToSearch,
  holidayDeskSearchLength,
} from '../utils/holiday-filters';
import '../../../components/holiday/i18n';
import '../holiday-i18n';
import '../i18n';

/**
 * /backoffice/holiday-requests: every agency's holiday enquiries in tabs with their counts, opening on New (what
 * waits for a quote), the longest waiting first; searched by reference, package or city.
 */
export default function HolidayDeskPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayDesk' });
  const { filters, update } = useAddressFilters(deskFiltersFromSearch, deskFiltersToSearch);
  const queue = useHolidayDeskQueue(filters);
  return (
    <DeskListPage
      t={t}
      filters={filters}
      update={update}
      query={queue}
      tabValues={HolidayRequestTabs}
      countOf={(page, tab) => page.tabs[tab]}
      rowsOf={(page) => page.requests.length}
      searchMaxLength={holidayDeskSearchLength}
      table={(page) => <HolidayDeskTable rows={page.requests} />}
      cards={(page) => <HolidayDeskCards rows={page.requests} />}
    />
  );
}
