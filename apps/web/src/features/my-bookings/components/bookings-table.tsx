import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyBooking } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { formatWallTime } from '../../../lib/wall-time';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { AirlineName, OpenButton, PaidAndDue, ReferenceLink, Travellers, routeText } from './booking-parts';

const dash = (
  <Text span c="dimmed">
    —
  </Text>
);

/**
 * The bookings on wider screens: one row each, the reference opening the order. A held booking's time limit stands
 * under its status, the departure under the route and what was paid under the payable amount, so the row fits.
 */
export function BookingsTable({ bookings }: { bookings: MyBooking[] }) {
  const { t, i18n } = useTranslation('myBookings');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyTable
      label={t('list.tableLabel')}
      minWidth={1040}
      columns={[
        { label: t('list.reference') },
        { label: t('list.pnr') },
        { label: t('list.status') },
        { label: t('list.route') },
        { label: t('list.passengers') },
        { label: t('list.airline') },
        { label: t('list.payable'), amount: true },
        { label: t('list.booked') },
      ]}
    >
      {bookings.map((booking) => (
        <Table.Tr key={booking.orderReference}>
          <NoWrapCell>
            <ReferenceLink booking={booking} />
          </NoWrapCell>
          <NoWrapCell reference>{booking.pnr ?? dash}</NoWrapCell>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <OrderStatusBadge status={booking.status} />
              {booking.timeLimit ? (
                <Text size="xs" c="orange.9" style={{ whiteSpace: 'nowrap' }}>
                  {t('list.until', { time: time(booking.timeLimit) })}
                </Text>
              ) : null}
            </Stack>
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {routeText(booking)}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatWallTime(booking.departure, i18n.language)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Travellers booking={booking} />
          </Table.Td>
          <Table.Td>
            <AirlineName code={booking.airline} />
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(booking.payable.amount, booking.payable.currency)}
            </Text>
            <PaidAndDue booking={booking} align="right" size="xs" />
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {time(booking.createdAt)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('list.bookedBy', { name: booking.bookedBy })}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The bookings on a phone: one card each. */
export function BookingCards({ bookings }: { bookings: MyBooking[] }) {
  const { t, i18n } = useTranslation('myBookings');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyCards label={t('list.tableLabel')}>
      {bookings.map((booking) => (
        <MoneyCard
          key={booking.orderReference}
          reference={booking.orderReference}
          status={<OrderStatusBadge status={booking.status} />}
        >
          <Text size="sm" fw={600}>
            {routeText(booking)} · {formatWallTime(booking.departure, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {[booking.pnr && `${t('list.pnr')} ${booking.pnr}`, booking.airline].filter(Boolean).join(' · ')}
          </Text>
          <Travellers booking={booking} />
          {booking.timeLimit ? (
            <Text size="xs" c="orange.9">
              {t('list.timeLimit')}: {time(booking.timeLimit)}
            </Text>
          ) : null}
          <Group justify="space-between" gap="xs" align="flex-end" wrap="nowrap">
            <div>
              <Text fw={700}>{money(booking.payable.amount, booking.payable.currency)}</Text>
              <PaidAndDue booking={booking} />
            </div>
            <OpenButton booking={booking} />
          </Group>
          <Text size="xs" c="dimmed">
            {time(booking.createdAt)} · {t('list.bookedBy', { name: booking.bookedBy })}
          </Text>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
