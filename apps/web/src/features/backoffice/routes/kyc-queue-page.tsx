import { useTranslation } from 'react-i18next';
import { KycQueueTabs } from '@portal/contracts';
import { useAddressFilters } from '../../../lib/address-filters';
import { useKycQueue } from '../api/kyc';
import { DeskListPage } from '../components/desk-list-page';
import { KycQueueCards, KycQueueTable } from '../components/kyc-queue-table';
import { kycFiltersFromSearch, kycFiltersToSearch, kycSearchMax } from '../utils/kyc-filters';
import '../kyc-i18n';

/**
 * /backoffice/kyc (ReviewAgencyDocuments): agencies by the state of their KYC documents, in tabs with counts,
 * searched by name or email; each opens the agency's documents to approve or reject and its conversation.
 */
export default function KycQueuePage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'kyc' });
  const { filters, update } = useAddressFilters(kycFiltersFromSearch, kycFiltersToSearch);
  const queue = useKycQueue(filters);
  return (
    <DeskListPage
      t={t}
      filters={filters}
      update={update}
      query={queue}
      tabValues={KycQueueTabs}
      countOf={(page, tab) => page.counts[tab]}
      rowsOf={(page) => page.rows.length}
      searchMaxLength={kycSearchMax}
      table={(page) => <KycQueueTable rows={page.rows} />}
      cards={(page) => <KycQueueCards rows={page.rows} />}
    />
  );
}
