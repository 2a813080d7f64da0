import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeDeposit, DepositStatus } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

const statusColor: Record<DepositStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

interface DepositRowActions {
  onPreviewSlip: (deposit: BackofficeDeposit) => void;
  onApprove: (deposit: BackofficeDeposit) => void;
  onReject: (deposit: BackofficeDeposit) => void;
}

/** The deposit desk's rows: who asked, for how much, by which method, with the slip and the two decisions. */
export function DepositQueueTable({
  deposits,
  onPreviewSlip,
  onApprove,
  onReject,
}: { deposits: BackofficeDeposit[] } & DepositRowActions) {
  const { t } = useTranslation('backoffice');
  const labels = usePayInLabels();
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyTable
      label={t('deposits.tableLabel')}
      minWidth={1000}
      columns={[
        { label: t('deposits.agency') },
        { label: t('deposits.reference') },
        { label: t('deposits.method') },
        { label: t('deposits.amount'), amount: true },
        { label: t('deposits.date') },
        { label: t('deposits.slip') },
        { label: t('deposits.status') },
        { label: t('deposits.actions'), hidden: true },
      ]}
    >
      {deposits.map((deposit) => (
        <Table.Tr key={deposit.depositId}>
          <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {deposit.agencyName}
          </Table.Th>
          <NoWrapCell reference>{deposit.reference}</NoWrapCell>
          <Table.Td>{labels.method(deposit.method)}</Table.Td>
          <NoWrapCell amount fw={600}>
            {money(deposit.amount, deposit.currency)}
          </NoWrapCell>
          <NoWrapCell>{time(deposit.createdAt)}</NoWrapCell>
          <Table.Td>
            <SlipButton deposit={deposit} onPreviewSlip={onPreviewSlip} />
          </Table.Td>
          <Table.Td>
            <DepositStatusBadge status={deposit.status} />
          </Table.Td>
          <Table.Td>
            <DepositDecision deposit={deposit} onApprove={onApprove} onReject={onReject} />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The same rows on a phone, one card each. */
export function DepositQueueCards({
  deposits,
  onPreviewSlip,
  onApprove,
  onReject,
}: { deposits: BackofficeDeposit[] } & DepositRowActions) {
  const { t } = useTranslation('backoffice');
  const labels = usePayInLabels();
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyCards label={t('deposits.tableLabel')}>
      {deposits.map((deposit) => (
        <MoneyCard
          key={deposit.depositId}
          reference={deposit.reference}
          status={<DepositStatusBadge status={deposit.status} />}
        >
          <Text size="sm" fw={600}>
            {deposit.agencyName}
          </Text>
          <Text size="sm">
            {labels.method(deposit.method)} · {time(deposit.createdAt)}
          </Text>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700}>{money(deposit.amount, deposit.currency)}</Text>
            <SlipButton deposit={deposit} onPreviewSlip={onPreviewSlip} />
          </Group>
          <DepositDecision deposit={deposit} onApprove={onApprove} onReject={onReject} />
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}

function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const labels = usePayInLabels();
  return (
    <Badge variant="light" color={statusColor[status]} miw="max-content">
      {labels.status(status)}
    </Badge>
  );
}

function SlipButton({
  deposit,
  onPreviewSlip,
}: {
  deposit: BackofficeDeposit;
  onPreviewSlip: DepositRowActions['onPreviewSlip'];
}) {
  const { t } = useTranslation('backoffice');
  return deposit.hasSlip ? (
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
  );
}

/** Approve and Reject while the deposit waits; when it was decided, afterwards. */
function DepositDecision({
  deposit,
  onApprove,
  onReject,
}: { deposit: BackofficeDeposit } & Pick<DepositRowActions, 'onApprove' | 'onReject'>) {
  const { t } = useTranslation('backoffice');
  const time = useTenantDateTime();
  return deposit.status === 'pending' ? (
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
  );
}
