import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestTabs } from '@portal/contracts';
import { useAddressFilters } from '../../../lib/address-filters';
import { useAfterSalesQueue } from '../api/after-sales-queue';
import { AfterSalesQueueCards, AfterSalesQueueTable } from '../components/after-sales-queue-table';
import { DeskListPage } from '../components/desk-list-page';
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
    <DeskListPage
      t={t}
      filters={filters}
      update={update}
      query={queue}
      tabValues={RequestTabs}
      countOf={(page, tab) => page.tabs[tab]}
      rowsOf={(page) => page.requests.length}
      searchMaxLength={maxSearchLength}
      filterStart={
        <SegmentedControl
          aria-label={t('kindSwitch')}
          value={filters.kind}
          onChange={(kind) => update({ kind: kind as DeskKind })}
          data={DeskKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
      }
      keys={{
        search: 'filters.search',
        searchPlaceholder: 'filters.searchPlaceholder',
        count: 'list.count',
        loadFailed: 'list.loadFailed',
        loading: 'list.loading',
        empty: 'list.empty',
        emptySearch: 'list.emptySearch',
      }}
      skeletonRows={6}
      table={(page) => <AfterSalesQueueTable requests={page.requests} />}
      cards={(page) => <AfterSalesQueueCards requests={page.requests} />}
    />
  );
}
