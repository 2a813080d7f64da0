import { useTranslation } from 'react-i18next';
import { VisaApplicationTabs, VisaQueueLimit } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { useVisaDeskQueue } from '../api/visa-desk';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
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
          maxLength={VisaQueueLimit.maxSearchLength}
          searching={queue.isFetching && queue.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('tabsLabel'),
        items: VisaApplicationTabs.map((value) => ({ value, label: t(`tabs.${value}`) })),
        countOf: (page, tab) => page.tabs[tab],
      }}
      query={queue}
      rowsOf={(page) => page.applications.length}
      texts={{
        count: (total) => t('count', { count: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: filters.search ? t('emptySearch') : t('empty'),
      }}
      skeletonRows={6}
      table={(page) => <VisaDeskTable rows={page.applications} />}
      cards={(page) => <VisaDeskCards rows={page.applications} />}
    />
  );
}
