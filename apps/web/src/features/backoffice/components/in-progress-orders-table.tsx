import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueueOrder } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

interface OrderActions {
  onComplete: (order: QueueOrder) => void;
  onFail: (order: QueueOrder) => void;
}

/** The queue's rows: whose order, its PNR, what it cost and what was paid, how long it waits, and the decisions. */
export function InProgressOrdersTable({
  orders,
  onComplete,
  onFail,
}: { orders: QueueOrder[] } & OrderActions) {
  const { t } = useTranslation('backoffice');
  const time = useTenantDateTime();
  return (
    <MoneyTable
      label={t('orderQueue.tableLabel')}
      minWidth={1040}
      columns={[
        { label: t('orderQueue.agency') },
        { label: t('orderQueue.reference') },
        { label: t('orderQueue.pnr') },
        { label: t('orderQueue.route') },
        { label: t('orderQueue.passengers') },
        { label: t('orderQueue.amount'), amount: true },
        { label: t('orderQueue.since') },
        { label: t('orderQueue.actions'), hidden: true },
      ]}
    >
      {orders.map((order) => (
        <Table.Tr key={order.orderReference}>
          <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {order.agencyName}
            <Text size="xs" c="dimmed" fw={400}>
              {order.bookedBy}
            </Text>
          </Table.Th>
          <NoWrapCell reference>{order.orderReference}</NoWrapCell>
          <NoWrapCell reference>{order.pnr ?? '—'}</NoWrapCell>
          <NoWrapCell>{`${order.route} · ${order.validatingAirline}`}</NoWrapCell>
          <Table.Td>
            <Stack gap={0}>
              {order.passengers.map((pax) => (
                <Text key={pax.paxId} size="sm">
                  {pax.name}
                </Text>
              ))}
            </Stack>
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            <OrderAmount order={order} />
          </Table.Td>
          <NoWrapCell>{time(order.since)}</NoWrapCell>
          <Table.Td>
            <OrderDecision order={order} onComplete={onComplete} onFail={onFail} />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The same orders on a phone, one card each. */
export function InProgressOrdersCards({
  orders,
  onComplete,
  onFail,
}: { orders: QueueOrder[] } & OrderActions) {
  const { t } = useTranslation('backoffice');
  const time = useTenantDateTime();
  return (
    <MoneyCards label={t('orderQueue.tableLabel')}>
      {orders.map((order) => (
        <MoneyCard key={order.orderReference} reference={order.orderReference} status={order.pnr ?? '—'}>
          <Text size="sm" fw={600}>
            {order.agencyName} · {order.bookedBy}
          </Text>
          <Text size="sm">{`${order.route} · ${order.validatingAirline}`}</Text>
          <Text size="sm">{order.passengers.map((pax) => pax.name).join(', ')}</Text>
          <Group justify="space-between" gap="xs" align="flex-end" wrap="nowrap">
            <Stack gap={0}>
              <OrderAmount order={order} />
              <Text size="xs" c="dimmed">
                {time(order.since)}
              </Text>
            </Stack>
            <OrderDecision order={order} onComplete={onComplete} onFail={onFail} />
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}

/** What the order cost and, for part payment, what was paid. */
function OrderAmount({ order }: { order: QueueOrder }) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  return (
    <>
      <Text size="sm" fw={600}>
        {money(order.amount.amount, order.amount.currency)}
      </Text>
      <Text size="xs" c="dimmed">
        {order.paymentMode === 'Partial'
          ? t('orderQueue.paid', { amount: money(order.paidAmount.amount, order.paidAmount.currency) })
          : t('orderQueue.mode.Full')}
      </Text>
    </>
  );
}

function OrderDecision({ order, onComplete, onFail }: { order: QueueOrder } & OrderActions) {
  const { t } = useTranslation('backoffice');
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        color="green"
        variant="light"
        onClick={() => onComplete(order)}
        aria-label={t('orderQueue.completeOf', { reference: order.orderReference })}
      >
        {t('orderQueue.complete')}
      </Button>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        onClick={() => onFail(order)}
        aria-label={t('orderQueue.failOf', { reference: order.orderReference })}
      >
        {t('orderQueue.fail')}
      </Button>
    </Group>
  );
}
