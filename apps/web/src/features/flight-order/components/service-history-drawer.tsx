import { Box, Drawer, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/paged-results';
import { errorMessage } from '../../../lib/api-errors';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useServiceHistory } from '../api/traveller-services';
import { ServiceStatusBadge } from './passenger-services';

/** Every status change of the travellers' services (AirSSRHistory), oldest first, in a side panel. */
export function ServiceHistoryDrawer({
  orderReference,
  opened,
  onClose,
}: {
  orderReference: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('flightOrderExtras');
  const time = useTenantDateTime();
  const history = useServiceHistory(orderReference, opened);
  const entries = history.data?.entries ?? [];

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('serviceHistory.title', { reference: orderReference })}
      closeButtonProps={{ 'aria-label': t('serviceHistory.close') }}
    >
      {history.isPending ? (
        <Box role="status" aria-label={t('serviceHistory.loading')}>
          <Skeleton h={32} mb={8} />
          <Skeleton h={32} mb={8} />
          <Skeleton h={32} />
        </Box>
      ) : null}
      {history.isError ? (
        <LoadFailedAlert
          message={errorMessage(history.error, t('serviceHistory.loadFailed'))}
          retry={t('serviceHistory.retry')}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      {history.data && entries.length === 0 ? <Text c="dimmed">{t('serviceHistory.empty')}</Text> : null}
      {entries.length > 0 ? (
        <>
          <Box visibleFrom="sm">
            <Table striped verticalSpacing="xs" aria-label={t('serviceHistory.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('serviceHistory.time')}</Table.Th>
                  <Table.Th>{t('serviceHistory.passenger')}</Table.Th>
                  <Table.Th>{t('serviceHistory.flight')}</Table.Th>
                  <Table.Th>{t('serviceHistory.service')}</Table.Th>
                  <Table.Th>{t('serviceHistory.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry, index) => (
                  <Table.Tr key={index}>
                    <Table.Td miw={130}>{time(entry.at)}</Table.Td>
                    <Table.Td>{entry.passenger}</Table.Td>
                    <Table.Td>{entry.route}</Table.Td>
                    <Table.Td>
                      <Text span fw={600} size="sm">
                        {entry.code}
                      </Text>{' '}
                      <Text span size="sm" c="dimmed">
                        {t(`services.kind.${entry.kind}`)}: {entry.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ServiceStatusBadge status={entry.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack gap="xs" hiddenFrom="sm">
            {entries.map((entry, index) => (
              <Paper key={index} withBorder p="sm" radius="sm">
                <Text size="xs" c="dimmed">
                  {time(entry.at)} · {entry.passenger} · {entry.route}
                </Text>
                <Text fw={600} size="sm">
                  {entry.code} {entry.name}
                </Text>
                <ServiceStatusBadge status={entry.status} />
              </Paper>
            ))}
          </Stack>
        </>
      ) : null}
    </Drawer>
  );
}
