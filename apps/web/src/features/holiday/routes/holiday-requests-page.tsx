import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HolidayRequestTabs } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { canOpen } from '../../../lib/app-access';
import { useUserContext } from '../../../lib/session/user-context';
import { useHolidayQueue } from '../api/get-holiday-queue';
import { RequestQueueCards, RequestQueueTable } from '../components/request-queue-list';
import { QueueSearch } from '../../../components/list-page/queue-search';
import { maxQueueSearchLength, queueFiltersFromSearch, queueFiltersToSearch } from '../utils/queue-filters';
import '../../../components/holiday/i18n';
import '../i18n';
import {
  requestQueueSearchLabels,
  requestQueueTabItems,
  requestQueueTexts,
} from '../../../components/list-page/request-queue-texts';

/**
 * /holiday-requests (spec §2; ShowHolidayQueue): the agency's holiday enquiries in tabs (New, Quoted, Confirmed,
 * Cancelled, Expired) with their counts, searched by reference, package or city; the tab, search and page live in
 * the address; a table on wide screens and cards on narrow ones, each opening its request.
 */
export default function HolidayRequestsPage() {
  const { t } = useTranslation('holiday');
  const { filters, update } = useAddressFilters(queueFiltersFromSearch, queueFiltersToSearch);
  const queue = useHolidayQueue(filters);
  const user = useUserContext();
  const maySearch = canOpen(user.data?.functionalities ?? [], '/searchpad/holiday');

  return (
    <ListPage
      t={t}
      title={t('queue.title')}
      intro={t('queue.intro')}
      introWidth={720}
      actions={
        maySearch ? (
          <Button component={Link} to="/searchpad/holiday" variant="light">
            {t('queue.findPackage')}
          </Button>
        ) : undefined
      }
      filterBar={
        <QueueSearch
          term={filters.search}
          onTerm={(search) => update({ search })}
          searching={queue.isFetching && queue.isPlaceholderData}
          maxLength={maxQueueSearchLength}
          width={340}
          labels={requestQueueSearchLabels(t)}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('queue.tabsLabel'),
        items: requestQueueTabItems(t, HolidayRequestTabs),
        countOf: (page, tab) => page.tabs[tab],
      }}
      query={queue}
      rowsOf={(page) => page.requests.length}
      texts={requestQueueTexts(t, Boolean(filters.search))}
      table={(page) => <RequestQueueTable rows={page.requests} />}
      cards={(page) => <RequestQueueCards rows={page.requests} />}
    />
  );
}
