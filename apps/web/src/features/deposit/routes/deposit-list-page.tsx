import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, type DepositView } from '@portal/contracts';
import { useUserContext } from '../../../lib/session/user-context';
import { useDeposits } from '../api/get-deposits';
import { DepositCards } from '../components/deposit-cards';
import { DepositFilters } from '../components/deposit-filters';
import { DepositViewModal } from '../components/deposit-view-modal';
import { DepositsTable } from '../components/deposits-table';
import { useDepositFilters } from '../hooks/use-deposit-filters';
import { hasFilters } from '../utils/deposit-filters';
import '../i18n';

/**
 * /deposit-list (spec §2, ShowDepositList): the agency's deposit requests with their status, filtered in the
 * address (the header search opens it as /deposit-list?search=<reference>), paged, each viewable in full.
 */
export default function DepositListPage() {
  const { t } = useTranslation('deposit');
  const user = useUserContext();
  const { filters, update } = useDepositFilters();
  const deposits = useDeposits(filters);
  const [viewing, setViewing] = useState<DepositView | null>(null);
  const data = deposits.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const canRequest = hasFunctionality(user.data?.functionalities ?? [], 'AddDepositRequest');

  const pastTheEnd = data !== undefined && !deposits.isPlaceholderData && filters.page > pages;
  useEffect(() => {
    if (pastTheEnd) update({ page: pages });
  }, [pastTheEnd, pages, update]);

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
        {data ? (
          <Text size="sm" fw={600} role="status" aria-live="polite">
            {t('list.count', { count: data.total })}
          </Text>
        ) : null}
        {deposits.isError && !data ? (
          <Alert color="red">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('list.loadFailed')}</Text>
              <Button size="compact-sm" variant="light" onClick={() => void deposits.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {deposits.isPending ? (
          <div role="status" aria-label={t('list.loading')}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} h={36} mb={8} radius="sm" />
            ))}
          </div>
        ) : null}
        {data && data.deposits.length === 0 && !pastTheEnd ? (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">{hasFilters(filters) ? t('list.emptyFiltered') : t('list.empty')}</Text>
          </Paper>
        ) : null}
        {data && data.deposits.length > 0 ? (
          <div style={{ opacity: deposits.isPlaceholderData ? 0.6 : 1 }}>
            <Paper withBorder radius="md" style={{ overflow: 'hidden' }} visibleFrom="sm">
              <DepositsTable deposits={data.deposits} onView={setViewing} />
            </Paper>
            <Box hiddenFrom="sm">
              <DepositCards deposits={data.deposits} onView={setViewing} />
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
      <DepositViewModal deposit={viewing} onClose={() => setViewing(null)} />
    </Container>
  );
}
