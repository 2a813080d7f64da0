import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestTabs } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { useAfterSalesQueue } from '../api/after-sales-queue';
import { AfterSalesQueueCards, AfterSalesQueueTable } from '../components/after-sales-queue-table';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
import {
  DeskKinds,
  filtersFromSearch,
  filtersToSearch,
  maxSearchLength,
  type DeskKind,
} from '../utils/after-sales-filters';
import '../after-sales-i18n';
import '../i18n';

/**
 * /backoffice/after-sales: the operators' after-sales desk. One kind at a time (void, refund), in status tabs with
 * their counts, searched by request, order or PNR, paged; the longest waiting first, with how long each has waited
 * on the side that must act. The kind, tab, search and page live in the address.
 */
export default function AfterSalesQueuePage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const { filters, update } = useAddressFilters(filtersFromSearch, filtersToSearch);
  const queue = useAfterSalesQueue(filters);

  return (
    <ListPage
      t={t}
      contained={false}
      title={t('title')}
      intro={t('intro')}
      introWidth={680}
      filterBar={
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('kindSwitch')}
            value={filters.kind}
            onChange={(kind) => update({ kind: kind as DeskKind })}
            data={DeskKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          />
          <QueueSearchField
            value={filters.search}
            onChange={(search) => update({ search })}
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            maxLength={maxSearchLength}
            searching={queue.isFetching && queue.isPlaceholderData}
          />
        </Group>
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('tabsLabel'),
        items: RequestTabs.map((value) => ({ value, label: t(`tabs.${value}`) })),
        countOf: (page, tab) => page.tabs[tab],
      }}
      query={queue}
      rowsOf={(page) => page.requests.length}
      texts={{
        count: (total) => t('list.count', { count: total }),
        loadFailed: t('list.loadFailed'),
        loading: t('list.loading'),
        empty: filters.search ? t('list.emptySearch') : t('list.empty'),
      }}
      skeletonRows={6}
      table={(page) => <AfterSalesQueueTable requests={page.requests} />}
      cards={(page) => <AfterSalesQueueCards requests={page.requests} />}
    />
  );
}
