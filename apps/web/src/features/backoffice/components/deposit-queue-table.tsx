import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeDeposit, DepositStatus } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

const statusColor: Record<DepositStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** The deposit desk's rows: who asked, for how much, by which method, with the slip and the two decisions. */
export function DepositQueueTable({
  deposits,
  onPreviewSlip,
  onApprove,
  onReject,
}: {
  deposits: BackofficeDeposit[];
  onPreviewSlip: (deposit: BackofficeDeposit) => void;
  onApprove: (deposit: BackofficeDeposit) => void;
  onReject: (deposit: BackofficeDeposit) => void;
}) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <Table.ScrollContainer type="native" minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('deposits.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('deposits.agency')}</Table.Th>
            <Table.Th>{t('deposits.reference')}</Table.Th>
            <Table.Th>{t('deposits.method')}</Table.Th>
            <Table.Th ta="right">{t('deposits.amount')}</Table.Th>
            <Table.Th>{t('deposits.date')}</Table.Th>
            <Table.Th>{t('deposits.slip')}</Table.Th>
            <Table.Th>{t('deposits.status')}</Table.Th>
            {/* Positioned, so the hidden label stays inside the scrolling table instead of widening the page. */}
            <Table.Th pos="relative">
              <VisuallyHidden>{t('deposits.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deposits.map((deposit) => (
            <Table.Tr key={deposit.depositId}>
              <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {deposit.agencyName}
              </Table.Th>
              <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {deposit.reference}
              </Table.Td>
              <Table.Td>{t(`deposits.methods.${deposit.method}`)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(deposit.amount, deposit.currency)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(deposit.createdAt)}</Table.Td>
              <Table.Td>
                {deposit.hasSlip ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onPreviewSlip(deposit)}
                    aria-label={t('deposits.slipOf', { reference: deposit.reference })}
                  >
                    {t('deposits.viewSlip')}
                  </Button>
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t('deposits.noSlip')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColor[deposit.status]} miw="max-content">
                  {t(`deposits.statuses.${deposit.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {deposit.status === 'pending' ? (
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      color="green"
                      variant="light"
                      onClick={() => onApprove(deposit)}
                      aria-label={t('deposits.approveOf', { reference: deposit.reference })}
                    >
                      {t('deposits.approve')}
                    </Button>
                    <Button
                      size="compact-sm"
                      color="red"
                      variant="light"
                      onClick={() => onReject(deposit)}
                      aria-label={t('deposits.rejectOf', { reference: deposit.reference })}
                    >
                      {t('deposits.reject')}
                    </Button>
                  </Group>
                ) : (
                  <Text size="xs" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {deposit.decidedAt ? t('deposits.decidedOn', { time: time(deposit.decidedAt) }) : null}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
