import { Badge, Group, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestTabs, type RequestTab } from '@portal/contracts';
import { PagedResults } from '../../../components/paged-results';
import { useAddressFilters } from '../../../lib/address-filters';
import { useAfterSalesQueue } from '../api/after-sales-queue';
import { AfterSalesQueueCards, AfterSalesQueueTable } from '../components/after-sales-queue-table';
import { QueueSearchField } from '../components/queue-search-field';
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
  const data = queue.data;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed" maw={680}>
          {t('intro')}
        </Text>
      </Stack>
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
      <Tabs
        value={filters.tab}
        onChange={(tab) => update({ tab: (tab as RequestTab | null) ?? 'all' })}
        keepMounted={false}
      >
        <Tabs.List
          aria-label={t('tabsLabel')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          {RequestTabs.map((tab) => {
            const count = data?.tabs[tab];
            const chosen = tab === filters.tab;
            return (
              <Tabs.Tab
                key={tab}
                value={tab}
                style={{ flexShrink: 0 }}
                rightSection={
                  count === undefined ? null : (
                    <Badge
                      size="sm"
                      circle={count < 10}
                      variant={chosen ? 'filled' : 'light'}
                      color={chosen ? undefined : 'gray'}
                    >
                      {count}
                    </Badge>
                  )
                }
              >
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {RequestTabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {tab === filters.tab ? (
              <Stack gap="md">
                <PagedResults
                  query={queue}
                  pageNumber={filters.page}
                  rowsOf={(page) => page.requests.length}
                  onPage={(page) => update({ page })}
                  t={t}
                  texts={{
                    count: (total) => t('list.count', { count: total }),
                    loadFailed: t('list.loadFailed'),
                    loading: t('list.loading'),
                    empty: filters.search ? t('list.emptySearch') : t('list.empty'),
                  }}
                  skeletonRows={6}
                  table={() => <AfterSalesQueueTable requests={data?.requests ?? []} />}
                  cards={() => <AfterSalesQueueCards requests={data?.requests ?? []} />}
                />
              </Stack>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
