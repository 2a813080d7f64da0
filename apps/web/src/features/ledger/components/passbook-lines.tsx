import { useEffect, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { usePassbook } from '../api/get-passbook';
import { usePassbookFilters } from '../hooks/use-passbook-filters';
import { hasFilters, type PassbookFilters as Filters } from '../utils/passbook-filters';
import { PassbookCards } from './passbook-cards';
import { PassbookFilters } from './passbook-filters';
import { PassbookTable, PassbookTableSkeleton } from './passbook-table';

/**
 * The wallet's lines as both ledgers show them: filters kept in the address, the totals over the filters, the table
 * 25 lines a page, and an empty state. `actions` sit beside the totals (the payment ledger's export buttons).
 */
export function PassbookLines({
  showCreditUsed = false,
  actions,
}: {
  showCreditUsed?: boolean;
  actions?: (filters: Filters) => ReactNode;
}) {
  const { t } = useTranslation('ledger');
  const money = useLedgerMoney();
  const { filters, update } = usePassbookFilters();
  const passbook = usePassbook(filters);
  const data = passbook.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A page past the end (an old link, or fewer lines since): go to the last page there is.
  const pastTheEnd = data !== undefined && !passbook.isPlaceholderData && filters.page > pages;
  useEffect(() => {
    if (pastTheEnd) update({ page: pages });
  }, [pastTheEnd, pages, update]);

  return (
    <Stack gap="md">
      <PassbookFilters
        filters={filters}
        onChange={update}
        searching={passbook.isFetching && passbook.isPlaceholderData}
      />
      <Group justify="space-between" align="center" gap="sm">
        {data ? (
          <Group gap="lg" style={{ rowGap: 4 }} role="status" aria-live="polite">
            <Text size="sm" fw={600}>
              {t('totals.lines', { count: data.total })}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                {t('totals.debit')}:
              </Text>{' '}
              <Text span fw={600}>
                {money(data.totalDebit, data.currency)}
              </Text>
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                {t('totals.credit')}:
              </Text>{' '}
              <Text span fw={600}>
                {money(data.totalCredit, data.currency)}
              </Text>
            </Text>
          </Group>
        ) : (
          <span />
        )}
        {actions?.(filters)}
      </Group>
      {passbook.isError && !data ? (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('loadFailed')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void passbook.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {passbook.isPending ? <PassbookTableSkeleton /> : null}
      {data && data.entries.length === 0 && !pastTheEnd ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{hasFilters(filters) ? t('empty.filtered') : t('empty.none')}</Text>
        </Paper>
      ) : null}
      {data && data.entries.length > 0 ? (
        <div style={{ opacity: passbook.isPlaceholderData ? 0.6 : 1 }}>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }} visibleFrom="sm">
            <PassbookTable page={data} showCreditUsed={showCreditUsed} />
          </Paper>
          <Box hiddenFrom="sm">
            <PassbookCards page={data} showCreditUsed={showCreditUsed} />
          </Box>
        </div>
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(filters.page, pages)}
          onChange={(page) => update({ page })}
          getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('pageNumber', { number }) })}
          aria-label={t('pages')}
        />
      ) : null}
    </Stack>
  );
}
