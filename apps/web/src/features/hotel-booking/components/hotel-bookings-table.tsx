import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HotelBookingRow } from '@portal/contracts';
import { HotelNameCell, StayCell, useStayDates } from '../../../components/hotel/hotel-row-cells';
import { HotelDeadlineFlag } from '../../../components/hotel/hotel-deadline-flag';
import { HotelStatusBadge } from '../../../components/hotel/hotel-status-badge';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { bookingPath } from '../utils/booking-paths';
import '../../../components/hotel/i18n';
import '../bookings-i18n';

/** Paid or not yet: a held booking's total is still to pay. */
function PaidNote({ row, align }: { row: HotelBookingRow; align?: 'right' }) {
  const { t } = useTranslation('hotelBookings');
  return (
    <Text size="xs" c={row.paid ? 'dimmed' : 'orange.9'} ta={align} style={{ whiteSpace: 'nowrap' }}>
      {row.paid ? t('list.paid') : t('list.unpaid')}
    </Text>
  );
}

/** The bookings on wider screens: one row each, the reference opening the booking. */
export function HotelBookingsTable({ rows, now }: { rows: HotelBookingRow[]; now: number }) {
  const { t } = useTranslation('hotelBookings');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyTable
      label={t('list.tableLabel')}
      minWidth={1080}
      columns={[
        { label: t('list.reference') },
        { label: t('list.hotel') },
        { label: t('list.stay') },
        { label: t('list.leadGuest') },
        { label: t('list.total'), amount: true },
        { label: t('list.status') },
        { label: t('list.booked') },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.reference}>
          <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
            <Anchor
              component={Link}
              to={bookingPath(row.reference)}
              ff="monospace"
              fw={700}
              size="sm"
              aria-label={t('list.openOf', { reference: row.reference })}
            >
              {row.reference}
            </Anchor>
          </Table.Th>
          <HotelNameCell row={row} minWidth={180} />
          <StayCell row={row} />
          <Table.Td miw={140}>
            <Text size="sm">{row.leadGuest}</Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(row.total.amount, row.total.currency)}
            </Text>
            <PaidNote row={row} align="right" />
          </Table.Td>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <HotelStatusBadge status={row.status} />
              {row.deadline ? <HotelDeadlineFlag deadline={row.deadline} now={now} /> : null}
            </Stack>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {time(row.createdAt)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('list.bookedBy', { name: row.bookedBy })}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The bookings on a phone: one card each. */
export function HotelBookingCards({ rows, now }: { rows: HotelBookingRow[]; now: number }) {
  const { t } = useTranslation('hotelBookings');
  const { t: tp } = useTranslation('hotelParts');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const stayDates = useStayDates();
  return (
    <MoneyCards label={t('list.tableLabel')}>
      {rows.map((row) => (
        <MoneyCard
          key={row.reference}
          reference={row.reference}
          status={<HotelStatusBadge status={row.status} />}
        >
          <div>
            <Text size="sm" fw={600}>
              {row.hotelName}
            </Text>
            <Text size="xs" c="dimmed">
              {row.cityName}
            </Text>
          </div>
          <Text size="sm">
            {stayDates(row)} · {tp('nights', { count: row.nights })} · {tp('rooms', { count: row.roomCount })}
          </Text>
          <Text size="sm">{row.leadGuest}</Text>
          {row.deadline ? <HotelDeadlineFlag deadline={row.deadline} now={now} /> : null}
          <Group justify="space-between" gap="xs" align="flex-end" wrap="nowrap">
            <div>
              <Text fw={700}>{money(row.total.amount, row.total.currency)}</Text>
              <PaidNote row={row} />
            </div>
            <Button
              component={Link}
              to={bookingPath(row.reference)}
              size="compact-sm"
              variant="light"
              aria-label={t('list.openOf', { reference: row.reference })}
            >
              {t('list.open')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {time(row.createdAt)} · {t('list.bookedBy', { name: row.bookedBy })}
          </Text>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
