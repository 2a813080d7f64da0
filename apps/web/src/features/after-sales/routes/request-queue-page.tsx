import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '../../../components/paged-results';
import type { AfterSalesPageKind } from '../../../lib/after-sales-paths';
import { useAddressFilters } from '../../../lib/address-filters';
import { useRequestQueue } from '../api/get-request-queue';
import { QueueSearch } from '../components/queue-search';
import { QueueTabs } from '../components/queue-tabs';
import { RequestQueueCards, RequestQueueTable } from '../components/request-queue-list';
import { queueFiltersFromSearch, queueFiltersToSearch } from '../utils/queue-filters';
import '../i18n';

/**
 * /void-management and /refund-management (spec §2 queues; ShowVoidList, ShowRefundList): the agency's requests of
 * one kind in status tabs with their counts, searched by reference or PNR, the tab, search and page in the address,
 * a table on wide screens and cards on narrow ones, each opening its request.
 */
export default function RequestQueuePage({ kind }: { kind: AfterSalesPageKind }) {
  const { t } = useTranslation('afterSales');
  const { filters, update } = useAddressFilters(queueFiltersFromSearch, queueFiltersToSearch);
  const queue = useRequestQueue(kind, filters);
  const data = queue.data;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t(`queue.title.${kind}`)}
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t(`queue.intro.${kind}`)}
          </Text>
        </Stack>
        <QueueSearch
          term={filters.search}
          onTerm={(search) => update({ search })}
          searching={queue.isFetching && queue.isPlaceholderData}
        />
        <QueueTabs tab={filters.tab} counts={data?.tabs} onChange={(tab) => update({ tab })}>
          <Stack gap="md">
            <PagedResults
              query={queue}
              pageNumber={filters.page}
              rowsOf={(page) => page.requests.length}
              onPage={(page) => update({ page })}
              t={t}
              texts={{
                count: (total) => t('queue.count', { count: total }),
                loadFailed: t('queue.loadFailed'),
                loading: t('queue.loading'),
                empty: t('queue.empty'),
              }}
              skeletonRows={5}
              table={() => <RequestQueueTable kind={kind} rows={data?.requests ?? []} />}
              cards={() => <RequestQueueCards kind={kind} rows={data?.requests ?? []} />}
            />
          </Stack>
        </QueueTabs>
      </Stack>
    </Container>
  );
}
