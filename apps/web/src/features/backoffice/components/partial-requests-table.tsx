import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartialRequestQueueItem } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

interface RequestActions {
  onApprove: (item: PartialRequestQueueItem) => void;
  onDecline: (item: PartialRequestQueueItem) => void;
}

/**
 * The requests awaiting a decision: whose booking, who asked and when, the flight and how soon it leaves, what the
 * booking costs and what the wallet would pay now, the agent's message, and the two decisions.
 */
export function PartialRequestsTable({
  requests,
  onApprove,
  onDecline,
}: { requests: PartialRequestQueueItem[] } & RequestActions) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyTable
      label={t('partialRequests.tableLabel')}
      minWidth={1100}
      columns={[
        { label: t('partialRequests.agency') },
        { label: t('partialRequests.reference') },
        { label: t('partialRequests.requested') },
        { label: t('partialRequests.route') },
        { label: t('partialRequests.departure') },
        { label: t('partialRequests.amount'), amount: true },
        { label: t('partialRequests.minimum'), amount: true },
        { label: t('partialRequests.message') },
        { label: t('partialRequests.actions'), hidden: true },
      ]}
    >
      {requests.map((item) => (
        <Table.Tr key={item.requestId}>
          <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.agencyName}
          </Table.Th>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text ff="monospace" size="sm">
              {item.orderReference}
            </Text>
            {item.pnr ? (
              <Text ff="monospace" size="xs" c="dimmed">
                {item.pnr}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text size="sm">{time(item.requestedAt)}</Text>
            <Text size="xs" c="dimmed">
              {t('partialRequests.by', { name: item.requestedBy })}
            </Text>
          </Table.Td>
          <NoWrapCell>{`${item.route} · ${item.validatingAirline}`}</NoWrapCell>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text size="sm">{time(item.firstDepartureAt)}</Text>
            {item.timeLimit ? (
              <Text size="xs" c="dimmed">
                {t('partialRequests.timeLimit', { time: time(item.timeLimit) })}
              </Text>
            ) : null}
          </Table.Td>
          <NoWrapCell amount>{money(item.amount.amount, item.amount.currency)}</NoWrapCell>
          <NoWrapCell amount fw={600}>
            {money(item.minimumPayable.amount, item.minimumPayable.currency)}
          </NoWrapCell>
          <Table.Td miw={170} maw={240} style={{ overflowWrap: 'anywhere' }}>
            <Text size="sm" c={item.message ? undefined : 'dimmed'}>
              {item.message ?? t('partialRequests.noMessage')}
            </Text>
          </Table.Td>
          <Table.Td>
            {/* One above the other, so the row's figures keep the width on a laptop screen. */}
            <RequestDecision item={item} onApprove={onApprove} onDecline={onDecline} stacked />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The same requests on a phone, one card each. */
export function PartialRequestsCards({
  requests,
  onApprove,
  onDecline,
}: { requests: PartialRequestQueueItem[] } & RequestActions) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyCards label={t('partialRequests.tableLabel')}>
      {requests.map((item) => (
        <MoneyCard key={item.requestId} reference={item.orderReference} status={item.pnr ?? ''}>
          <Text size="sm" fw={600}>
            {item.agencyName} · {t('partialRequests.by', { name: item.requestedBy })}
          </Text>
          <Text size="sm">
            {`${item.route} · ${item.validatingAirline}`} · {time(item.firstDepartureAt)}
          </Text>
          <Text size="sm">
            {t('partialRequests.amount')}: {money(item.amount.amount, item.amount.currency)} ·{' '}
            {t('partialRequests.minimum')}:{' '}
            <Text span fw={600}>
              {money(item.minimumPayable.amount, item.minimumPayable.currency)}
            </Text>
          </Text>
          {item.message ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.message}
            </Text>
          ) : null}
          <RequestDecision item={item} onApprove={onApprove} onDecline={onDecline} />
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}

function RequestDecision({
  item,
  onApprove,
  onDecline,
  stacked = false,
}: { item: PartialRequestQueueItem; stacked?: boolean } & RequestActions) {
  const { t } = useTranslation('backoffice');
  const buttons = (
    <>
      <Button
        size="compact-sm"
        color="green"
        variant="light"
        onClick={() => onApprove(item)}
        aria-label={t('partialRequests.approveOf', { reference: item.orderReference })}
      >
        {t('partialRequests.approve')}
      </Button>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        onClick={() => onDecline(item)}
        aria-label={t('partialRequests.declineOf', { reference: item.orderReference })}
      >
        {t('partialRequests.decline')}
      </Button>
    </>
  );
  return stacked ? (
    <Stack gap={6} align="stretch">
      {buttons}
    </Stack>
  ) : (
    <Group gap="xs" justify="flex-end">
      {buttons}
    </Group>
  );
}
