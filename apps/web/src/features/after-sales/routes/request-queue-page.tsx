import { useTranslation } from 'react-i18next';
import { RequestTabs } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import type { AfterSalesPageKind } from '../../../lib/after-sales-paths';
import { useAddressFilters } from '../../../lib/address-filters';
import { useRequestQueue } from '../api/get-request-queue';
import { QueueSearch } from '../../../components/list-page/queue-search';
import { RequestQueueCards, RequestQueueTable } from '../components/request-queue-list';
import { maxQueueSearchLength, queueFiltersFromSearch, queueFiltersToSearch } from '../utils/queue-filters';
import '../i18n';
import {
  requestQueueSearchLabels,
  requestQueueTabItems,
  requestQueueTexts,
} from '../../../components/list-page/request-queue-texts';

/**
 * /void-management and /refund-management (spec §2 queues; ShowVoidList, ShowRefundList): the agency's requests of
 * one kind in status tabs with their counts, searched by reference or PNR, the tab, search and page in the address,
 * a table on wide screens and cards on narrow ones, each opening its request.
 */
export default function RequestQueuePage({ kind }: { kind: AfterSalesPageKind }) {
  const { t } = useTranslation('afterSales');
  const { filters, update } = useAddressFilters(queueFiltersFromSearch, queueFiltersToSearch);
  const queue = useRequestQueue(kind, filters);

  return (
    <ListPage
      t={t}
      title={t(`queue.title.${kind}`)}
      intro={t(`queue.intro.${kind}`)}
      introWidth={720}
      filterBar={
        <QueueSearch
          term={filters.search}
          onTerm={(search) => update({ search })}
          searching={queue.isFetching && queue.isPlaceholderData}
          maxLength={maxQueueSearchLength}
          width={320}
          labels={requestQueueSearchLabels(t)}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('queue.tabsLabel'),
        items: requestQueueTabItems(t, RequestTabs),
        countOf: (page, tab) => page.tabs[tab],
      }}
      query={queue}
      rowsOf={(page) => page.requests.length}
      texts={requestQueueTexts(t)}
      skeletonRows={5}
      table={(page) => <RequestQueueTable kind={kind} rows={page.requests} />}
      cards={(page) => <RequestQueueCards kind={kind} rows={page.requests} />}
    />
  );
}
