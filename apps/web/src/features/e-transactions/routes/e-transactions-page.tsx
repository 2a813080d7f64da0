import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page/list-page';
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

  return (
    <ListPage
      t={t}
      title={t('title')}
      intro={t('intro')}
      actions={
        <Button component={Link} to="/credit-debit-card" variant="light">
          {t('newPayment')}
        </Button>
      }
      filterBar={<TransactionFilters filters={filters} onChange={update} />}
      filters={filters}
      update={update}
      query={list}
      rowsOf={(page) => page.transactions.length}
      texts={{
        count: (total) => t('count', { count: total }),
        loadFailed: errorMessage(list.error, t('loadFailed')),
        loading: t('loading'),
        empty: hasFilters(filters) ? t('emptyFiltered') : t('empty'),
      }}
      skeletonRows={3}
      table={(page) => <TransactionsTable transactions={page.transactions} />}
      cards={(page) => <TransactionCards transactions={page.transactions} />}
    />
  );
}
