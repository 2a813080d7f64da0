import { useTranslation } from 'react-i18next';
import { HolidayRequestTabs } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { useHolidayDeskQueue } from '../api/holiday-desk';
import { HolidayDeskCards, HolidayDeskTable } from '../components/holiday-desk-table';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
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
          maxLength={holidayDeskSearchLength}
          searching={queue.isFetching && queue.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('tabsLabel'),
        items: HolidayRequestTabs.map((value) => ({ value, label: t(`tabs.${value}`) })),
        countOf: (page, tab) => page.tabs[tab],
      }}
      query={queue}
      rowsOf={(page) => page.requests.length}
      texts={{
        count: (total) => t('count', { count: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: filters.search ? t('emptySearch') : t('empty'),
      }}
      table={(page) => <HolidayDeskTable rows={page.requests} />}
      cards={(page) => <HolidayDeskCards rows={page.requests} />}
    />
  );
}
