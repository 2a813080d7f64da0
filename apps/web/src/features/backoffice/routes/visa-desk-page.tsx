import { useTranslation } from 'react-i18next';
import { VisaApplicationTabs, VisaQueueLimit } from '@portal/contracts';
import { useAddressFilters } from '../../../lib/address-filters';
import { useVisaDeskQueue } from '../api/visa-desk';
import { DeskListPage } from '../components/desk-list-page';
import { VisaDeskCards, VisaDeskTable } from '../components/visa-desk-table';
import { visaDeskFiltersFromSearch, visaDeskFiltersToSearch } from '../utils/visa-desk-filters';
import '../visa-i18n';
import '../i18n';

/**
 * /backoffice/visa-applications (ProcessVisaApplications): every agency's visa applications in status tabs with
 * their counts, the longest waiting first, searched by reference, applicant or passport; each opens the application,
 * where the desk asks for corrections, submits, attaches the visas and decides.
 */
export default function VisaDeskPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaDesk' });
  const { filters, update } = useAddressFilters(visaDeskFiltersFromSearch, visaDeskFiltersToSearch);
  const queue = useVisaDeskQueue(filters);
  return (
    <DeskListPage
      t={t}
      filters={filters}
      update={update}
      query={queue}
      tabValues={VisaApplicationTabs}
      countOf={(page, tab) => page.tabs[tab]}
      rowsOf={(page) => page.applications.length}
      searchMaxLength={VisaQueueLimit.maxSearchLength}
      skeletonRows={6}
      table={(page) => <VisaDeskTable rows={page.applications} />}
      cards={(page) => <VisaDeskCards rows={page.applications} />}
    />
  );
}
