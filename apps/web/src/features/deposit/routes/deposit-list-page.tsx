import { useState } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, type DepositView } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { useUserContext } from '../../../lib/session/user-context';
import { useDeposits } from '../api/get-deposits';
import { DepositCards } from '../components/deposit-cards';
import { DepositFilters } from '../components/deposit-filters';
import { DepositViewModal } from '../components/deposit-view-modal';
import { DepositsTable } from '../components/deposits-table';
import { filtersFromSearch, filtersToSearch, hasFilters } from '../utils/deposit-filters';
import '../i18n';

/**
 * /deposit-list (spec §2, ShowDepositList): the agency's deposit requests with their status, filtered in the
 * address (the header search opens it as /deposit-list?search=<reference>), paged, each viewable in full.
 */
export default function DepositListPage() {
  const { t } = useTranslation('deposit');
  const user = useUserContext();
  const { filters, update } = useAddressFilters(filtersFromSearch, filtersToSearch);
  const deposits = useDeposits(filters);
  const [viewing, setViewing] = useState<DepositView | null>(null);
  const canRequest = hasFunctionality(user.data?.functionalities ?? [], 'AddDepositRequest');

  return (
    <ListPage
      t={t}
      title={t('list.title')}
      intro={t('list.intro')}
      actions={
        canRequest ? (
          <Button component={Link} to="/bank-deposit">
            {t('list.newDeposit')}
          </Button>
        ) : null
      }
      filterBar={
        <DepositFilters
          filters={filters}
          onChange={update}
          searching={deposits.isFetching && deposits.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      query={deposits}
      rowsOf={(page) => page.deposits.length}
      texts={{
        count: (total) => t('list.count', { count: total }),
        loadFailed: t('list.loadFailed'),
        loading: t('list.loading'),
        empty: hasFilters(filters) ? t('list.emptyFiltered') : t('list.empty'),
      }}
      table={(page) => <DepositsTable deposits={page.deposits} onView={setViewing} />}
      cards={(page) => <DepositCards deposits={page.deposits} onView={setViewing} />}
    >
      <DepositViewModal deposit={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
