import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupFareReservationSummary } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import { reservationPath } from '../utils/search-url';
import { ReservationStatusBadge } from './reservation-status-badge';

function usePartyText() {
  const { t } = useTranslation('groupFares');
  return (row: GroupFareReservationSummary) =>
    t('queue.party', {
      count: row.passengers.seats,
      names: row.namesEntered,
      passengers: row.passengers.adults + row.passengers.children + row.passengers.infants,
    });
}

/** The deadline that matters now; none once closed (a dash in the table, nothing on a card). */
function DeadlineText({ row, dash = true }: { row: GroupFareReservationSummary; dash?: boolean }) {
  const { t } = useTranslation('groupFares');
  const time = useTenantDateTime();
  if (!row.nextDeadline) {
    return dash ? (
      <Text size="sm" c="dimmed">
        —
      </Text>
    ) : null;
  }
  return (
    <Text size="xs" c="orange.9" style={{ whiteSpace: 'nowrap' }}>
      {t(`queue.deadline.${row.nextDeadline.kind}`, { time: time(row.nextDeadline.at) })}
    </Text>
  );
}

function MoneyText({ row }: { row: GroupFareReservationSummary }) {
  const { t } = useTranslation('groupFares');
  const money = useLedgerMoney();
  return (
    <>
      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {money(row.money.total, row.money.currency)}
      </Text>
      {row.money.outstanding > 0 && row.status !== 'Released' ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('queue.outstanding', { amount: money(row.money.outstanding, row.money.currency) })}
        </Text>
      ) : null}
    </>
  );
}

/** The reservations on wider screens: one row each, the reference opening the reservation. */
export function ReservationsTable({ rows }: { rows: GroupFareReservationSummary[] }) {
  const { t } = useTranslation('groupFares');
  const day = useCalendarDay();
  const party = usePartyText();
  return (
    <MoneyTable
      label={t('queue.tableLabel')}
      minWidth={980}
      columns={[
        { label: t('queue.reference') },
        { label: t('queue.status') },
        { label: t('queue.fare') },
        { label: t('queue.departure') },
        { label: t('queue.seats') },
        { label: t('queue.total'), amount: true },
        { label: t('queue.next') },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.reference}>
          <NoWrapCell>
            <Anchor component={Link} to={reservationPath(row.reference)} ff="monospace" fw={700} size="sm">
              {row.reference}
            </Anchor>
          </NoWrapCell>
          <Table.Td>
            <ReservationStatusBadge status={row.status} size="sm" />
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={600}>
              {row.title}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`kinds.${row.kind}`)} · {row.route}
            </Text>
          </Table.Td>
          <NoWrapCell>{day(row.departureDate)}</NoWrapCell>
          <Table.Td>
            <Text size="sm">{party(row)}</Text>
          </Table.Td>
          <Table.Td ta="right">
            <MoneyText row={row} />
          </Table.Td>
          <Table.Td>
            <DeadlineText row={row} />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The reservations on a phone: one card each. */
export function ReservationsCards({ rows }: { rows: GroupFareReservationSummary[] }) {
  const { t } = useTranslation('groupFares');
  const day = useCalendarDay();
  const party = usePartyText();
  return (
    <MoneyCards label={t('queue.tableLabel')}>
      {rows.map((row) => (
        <MoneyCard
          key={row.reference}
          reference={row.reference}
          status={<ReservationStatusBadge status={row.status} size="sm" />}
        >
          <Text size="sm" fw={600}>
            {row.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`kinds.${row.kind}`)} · {row.route} · {day(row.departureDate)}
          </Text>
          <Text size="sm">{party(row)}</Text>
          <Group justify="space-between" gap="xs" align="flex-end" wrap="nowrap">
            <Stack gap={0}>
              <MoneyText row={row} />
              <DeadlineText row={row} dash={false} />
            </Stack>
            <Button
              component={Link}
              to={reservationPath(row.reference)}
              size="compact-sm"
              variant="light"
              aria-label={t('queue.openReservation', { reference: row.reference })}
            >
              {t('queue.open')}
            </Button>
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
