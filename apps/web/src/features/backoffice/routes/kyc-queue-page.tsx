import { useTranslation } from 'react-i18next';
import { KycQueueTabs } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
import { useAddressFilters } from '../../../lib/address-filters';
import { useKycQueue } from '../api/kyc';
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
    <ListPage
      t={t}
      contained={false}
      title={t('title')}
      intro={t('intro')}
      introWidth={680}
      filterBar={
        <QueueSearchField
          value={filters.search}
          onChange={(search) => update({ search })}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          maxLength={kycSearchMax}
          searching={queue.isFetching && queue.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('tabsLabel'),
        items: KycQueueTabs.map((value) => ({ value, label: t(`tabs.${value}`) })),
        countOf: (page, tab) => page.counts[tab],
      }}
      query={queue}
      rowsOf={(page) => page.rows.length}
      texts={{
        count: (total) => t('count', { count: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: filters.search ? t('emptySearch') : t('empty'),
      }}
      table={(page) => <KycQueueTable rows={page.rows} />}
      cards={(page) => <KycQueueCards rows={page.rows} />}
    />
  );
}
