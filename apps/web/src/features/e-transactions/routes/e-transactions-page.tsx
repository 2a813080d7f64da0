import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '../../../components/paged-results';
import { useAddressFilters } from '../../../lib/address-filters';
import { errorMessage } from '../../../lib/api-errors';
import { useTransactions } from '../api/get-transactions';
import { TransactionCards } from '../components/transaction-cards';
import { TransactionFilters } from '../components/transaction-filters';
import { TransactionsTable } from '../components/transactions-table';
import { filtersFromSearch, filtersToSearch, hasFilters } from '../utils/transaction-filters';
import '../i18n';

/**
 * /e-transactions (default tenant only, spec §2): the agency's payments through the online gateway with status,
 * method and date filters kept in the address, newest first, a page at a time.
 */
export default function ETransactionsPage() {
  const { t } = useTranslation('eTransactions');
  const { filters, update } = useAddressFilters(filtersFromSearch, filtersToSearch);
  const list = useTransactions(filters);
  const data = list.data;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          </Stack>
          <Button component={Link} to="/credit-debit-card" variant="light">
            {t('newPayment')}
          </Button>
        </Group>
        <TransactionFilters filters={filters} onChange={update} />
        <PagedResults
          query={list}
          pageNumber={filters.page}
          rowsOf={(page) => page.transactions.length}
          onPage={(page) => update({ page })}
          t={t}
          texts={{
            count: (total) => t('count', { count: total }),
            loadFailed: errorMessage(list.error, t('loadFailed')),
            loading: t('loading'),
            empty: hasFilters(filters) ? t('emptyFiltered') : t('empty'),
          }}
          skeletonRows={3}
          table={() => <TransactionsTable transactions={data?.transactions ?? []} />}
          cards={() => <TransactionCards transactions={data?.transactions ?? []} />}
        />
      </Stack>
    </Container>
  );
}
