import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '../../../components/paged-results';
import { useAddressFilters } from '../../../lib/address-filters';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { usePassbook } from '../api/get-passbook';
import {
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  type PassbookFilters as Filters,
} from '../utils/passbook-filters';
import { PassbookCards } from './passbook-cards';
import { PassbookFilters } from './passbook-filters';
import { PassbookTable } from './passbook-table';

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
  const { filters, update } = useAddressFilters(filtersFromSearch, filtersToSearch);
  const passbook = usePassbook(filters);
  const data = passbook.data;

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
      <PagedResults
        query={passbook}
        pageNumber={filters.page}
        rowsOf={(page) => page.entries.length}
        onPage={(page) => update({ page })}
        t={t}
        texts={{
          loadFailed: t('loadFailed'),
          loading: t('table.loading'),
          empty: hasFilters(filters) ? t('empty.filtered') : t('empty.none'),
        }}
        skeletonRows={6}
        table={() => data && <PassbookTable page={data} showCreditUsed={showCreditUsed} />}
        cards={() => data && <PassbookCards page={data} showCreditUsed={showCreditUsed} />}
      />
    </Stack>
  );
}
