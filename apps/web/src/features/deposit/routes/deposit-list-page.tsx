import { useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, type DepositView } from '@portal/contracts';
import { PagedResults } from '../../../components/paged-results';
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
  const data = deposits.data;
  const canRequest = hasFunctionality(user.data?.functionalities ?? [], 'AddDepositRequest');

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('list.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('list.intro')}
            </Text>
          </Stack>
          {canRequest ? (
            <Button component={Link} to="/bank-deposit">
              {t('list.newDeposit')}
            </Button>
          ) : null}
        </Group>
        <DepositFilters
          filters={filters}
          onChange={update}
          searching={deposits.isFetching && deposits.isPlaceholderData}
        />
        <PagedResults
          query={deposits}
          pageNumber={filters.page}
          rowsOf={(page) => page.deposits.length}
          onPage={(page) => update({ page })}
          t={t}
          texts={{
            count: (total) => t('list.count', { count: total }),
            loadFailed: t('list.loadFailed'),
            loading: t('list.loading'),
            empty: hasFilters(filters) ? t('list.emptyFiltered') : t('list.empty'),
          }}
          skeletonRows={5}
          table={() => <DepositsTable deposits={data?.deposits ?? []} onView={setViewing} />}
          cards={() => <DepositCards deposits={data?.deposits ?? []} onView={setViewing} />}
        />
      </Stack>
      <DepositViewModal deposit={viewing} onClose={() => setViewing(null)} />
    </Container>
  );
}
