import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KycQueueRow } from '@portal/contracts';
import { KycStatusBadge } from '../../../components/kyc/kyc-badges';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

/** Where an agency's file opens; the queue's own address goes along, so Back returns to the same tab and page. */
function useAgencyLink() {
  const { search } = useLocation();
  return (agencyId: string) => ({
    to: `/backoffice/kyc/${encodeURIComponent(agencyId)}`,
    state: { queueSearch: search },
  });
}

function Counts({ row }: { row: KycQueueRow }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'kyc' });
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t('counts', { pending: row.pendingCount, approved: row.approvedCount, rejected: row.rejectedCount })}
    </Text>
  );
}

export function KycQueueTable({ rows }: { rows: KycQueueRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'kyc' });
  const dateTime = useTenantDateTime();
  const link = useAgencyLink();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t('tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('agency')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            <Table.Th>{t('documents')}</Table.Th>
            <Table.Th>{t('lastUpload')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.agencyId}>
              <Table.Td>
                <Anchor component={Link} {...link(row.agencyId)} fw={600} size="sm">
                  {row.agencyName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <KycStatusBadge status={row.kycStatus} size="sm" />
              </Table.Td>
              <Table.Td>
                <Counts row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dateTime(row.lastUploadedAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function KycQueueCards({ rows }: { rows: KycQueueRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'kyc' });
  const dateTime = useTenantDateTime();
  const link = useAgencyLink();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('tableLabel')}>
      {rows.map((row) => (
        <Paper component="li" key={row.agencyId} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} miw={0}>
              <Anchor component={Link} {...link(row.agencyId)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.agencyName}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.email}
              </Text>
            </Stack>
            <KycStatusBadge status={row.kycStatus} size="sm" />
          </Group>
          <Group justify="space-between" mt="xs" gap="xs">
            <Counts row={row} />
            <Text size="xs" c="dimmed">
              {dateTime(row.lastUploadedAt)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
