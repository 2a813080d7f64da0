import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDue } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { OpenOrderButton } from '../../../components/open-order-button';
import { OrderReferenceLink } from '../../../components/order-reference-link';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { DueStatusBadge } from './due-status-badge';

export interface DueActions {
  onDetails: (order: OrderDue) => void;
  /** Absent when the user may not pay dues (231). */
  onSettle?: ((order: OrderDue) => void) | undefined;
  /** Whether the user may open the page of the order a due belongs to (a flight order or a holiday request). */
  canOpenOrder: (orderReference: string) => boolean;
}

/** The row's buttons; the table opens the order from its reference instead of an Open button (`withOpen`). */
function RowActions({
  order,
  onDetails,
  onSettle,
  canOpenOrder,
  withOpen,
}: DueActions & { order: OrderDue; withOpen: boolean }) {
  const { t } = useTranslation('partialPayment');
  return (
    <Group gap="xs" wrap="nowrap">
      {canOpenOrder(order.orderReference) && withOpen ? (
        <OpenOrderButton
          reference={order.orderReference}
          label={t('list.openOrder')}
          name={t('list.openOrderOf', { reference: order.orderReference })}
        />
      ) : null}
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onDetails(order)}
        aria-label={t('list.detailsOf', { reference: order.orderReference })}
      >
        {t('list.details')}
      </Button>
      {onSettle && order.status !== 'settled' ? (
        <Button
          size="compact-sm"
          color={order.status === 'overdue' ? 'red' : undefined}
          onClick={() => onSettle(order)}
          aria-label={t('list.settleOf', { reference: order.orderReference })}
        >
          {t('list.settle')}
        </Button>
      ) : null}
    </Group>
  );
}

/** The orders with dues on wider screens: overdue rows stand out in red. */
export function DuesTable({ orders, ...actions }: DueActions & { orders: OrderDue[] }) {
  const { t } = useTranslation('partialPayment');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyTable
      label={t('list.tableLabel')}
      minWidth={960}
      columns={[
        { label: t('list.order') },
        { label: t('list.trip') },
        { label: t('list.passengers') },
        { label: t('list.dueDate') },
        { label: t('list.total'), amount: true },
        { label: t('list.paid'), amount: true },
        { label: t('list.outstanding'), amount: true },
        { label: t('list.statusColumn') },
        { label: t('list.actions'), hidden: true },
      ]}
    >
      {orders.map((order) => {
        const overdue = order.status === 'overdue';
        return (
          <Table.Tr key={order.orderDueId} bg={overdue ? 'var(--mantine-color-red-0)' : undefined}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {actions.canOpenOrder(order.orderReference) ? (
                <OrderReferenceLink
                  reference={order.orderReference}
                  name={t('list.openOrderOf', { reference: order.orderReference })}
                />
              ) : (
                <Text ff="monospace" fw={700} size="sm">
                  {order.orderReference}
                </Text>
              )}
              <Text ff="monospace" size="xs" c="dimmed" aria-label={t('list.pnr')}>
                {order.pnr ?? '—'}
              </Text>
            </Table.Td>
            <NoWrapCell>{order.route ?? '—'}</NoWrapCell>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {order.passengers.join(', ') || '—'}
              </Text>
            </Table.Td>
            <NoWrapCell c={overdue ? 'red.8' : undefined} fw={overdue ? 700 : undefined}>
              {time(order.dueAt)}
            </NoWrapCell>
            <NoWrapCell amount>{money(order.totalAmount, order.currency)}</NoWrapCell>
            <NoWrapCell amount>{money(order.paidAmount, order.currency)}</NoWrapCell>
            <NoWrapCell amount fw={700}>
              {money(order.outstandingAmount, order.currency)}
            </NoWrapCell>
            <Table.Td>
              <DueStatusBadge status={order.status} />
            </Table.Td>
            <Table.Td>
              <RowActions order={order} {...actions} withOpen={false} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </MoneyTable>
  );
}

/** The orders with dues on a phone: one card each. */
export function DuesCards({ orders, ...actions }: DueActions & { orders: OrderDue[] }) {
  const { t } = useTranslation('partialPayment');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyCards label={t('list.tableLabel')}>
      {orders.map((order) => (
        <MoneyCard
          key={order.orderDueId}
          reference={order.orderReference}
          status={<DueStatusBadge status={order.status} />}
          bg={order.status === 'overdue' ? 'var(--mantine-color-red-0)' : undefined}
        >
          <Text size="xs" c={order.status === 'overdue' ? 'red.8' : 'dimmed'}>
            {[order.route, order.pnr].filter(Boolean).join(' · ')} · {t('list.dueDate')}: {time(order.dueAt)}
          </Text>
          <Group justify="space-between" gap="xs" align="flex-end">
            <Text fw={700}>{money(order.outstandingAmount, order.currency)}</Text>
            <RowActions order={order} {...actions} withOpen />
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
