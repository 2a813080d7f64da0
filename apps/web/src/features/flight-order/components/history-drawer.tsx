import { Box, Drawer, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/paged-results';
import { errorMessage } from '../../../lib/api-errors';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useOrderHistory } from '../api/get-order-history';
import { OrderStatusBadge } from './order-status-badge';

/** The order's booking history (GetOrderHistory) in a side panel: when, what, the status after, who, and a note. */
export function HistoryDrawer({
  orderReference,
  opened,
  onClose,
}: {
  orderReference: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('flightOrder');
  const time = useTenantDateTime();
  const history = useOrderHistory(orderReference, opened);
  const events = history.data?.events ?? [];
  const action = (name: string) => t(`history.actions.${name}`, { defaultValue: name });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('history.title', { reference: orderReference })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {history.isPending ? (
        <Box role="status" aria-label={t('history.loading')}>
          <Skeleton h={32} mb={8} />
          <Skeleton h={32} mb={8} />
          <Skeleton h={32} />
        </Box>
      ) : null}
      {history.isError ? (
        <LoadFailedAlert
          message={errorMessage(history.error, t('history.loadFailed'))}
          retry={t('retry')}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      {history.data && events.length === 0 ? <Text c="dimmed">{t('history.empty')}</Text> : null}
      {events.length > 0 ? (
        <>
          <Box visibleFrom="sm">
            <Table striped verticalSpacing="xs" aria-label={t('history.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.time')}</Table.Th>
                  <Table.Th>{t('history.action')}</Table.Th>
                  <Table.Th>{t('history.status')}</Table.Th>
                  <Table.Th>{t('history.by')}</Table.Th>
                  <Table.Th>{t('history.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.map((event, index) => (
                  <Table.Tr key={index}>
                    <Table.Td miw={130}>{time(event.at)}</Table.Td>
                    <Table.Td>{action(event.action)}</Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={event.status} size="md" />
                    </Table.Td>
                    <Table.Td>{event.by ?? t('history.system')}</Table.Td>
                    <Table.Td>{event.note ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack gap="xs" hiddenFrom="sm">
            {events.map((event, index) => (
              <Paper key={index} withBorder p="sm" radius="sm">
                <Text size="xs" c="dimmed">
                  {time(event.at)} · {event.by ?? t('history.system')}
                </Text>
                <Text fw={600}>{action(event.action)}</Text>
                <OrderStatusBadge status={event.status} size="md" />
                {event.note ? <Text size="sm">{event.note}</Text> : null}
              </Paper>
            ))}
          </Stack>
        </>
      ) : null}
    </Drawer>
  );
}
