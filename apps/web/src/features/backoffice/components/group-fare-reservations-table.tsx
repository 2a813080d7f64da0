import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFareReservationSummary } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable } from '../../../components/money-table';
import { requestStatusColor } from '../../../components/request-status-color';
import { useMoney } from '../../../lib/use-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

/** Whether an operator may still give a reservation's seats back (not ticketed, not released). */
export const canRelease = (row: GroupFareReservationSummary) =>
  row.status === 'Reserved' || row.status === 'DepositPaid' || row.status === 'Named';

type RowsProps = {
  rows: GroupFareReservationSummary[];
  onRelease: (row: GroupFareReservationSummary) => void;
};

function useParts() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares.reservations' });
  const money = useMoney();
  const time = useTenantDateTime();
  const passengers = (row: GroupFareReservationSummary) =>
    row.passengers.adults + row.passengers.children + row.passengers.infants;
  return {
    t,
    status: (row: GroupFareReservationSummary) => (
      <Badge variant="light" color={requestStatusColor[row.status]} miw="max-content">
        {t(`statuses.${row.status}`)}
      </Badge>
    ),
    seats: (row: GroupFareReservationSummary) =>
      t('seatsOf', {
        seats: row.passengers.seats,
        adults: row.passengers.adults,
        children: row.passengers.children,
        infants: row.passengers.infants,
      }),
    names: (row: GroupFareReservationSummary) =>
      t('namesOf', { entered: row.namesEntered, count: passengers(row) }),
    paid: (row: GroupFareReservationSummary) =>
      t('paidOf', {
        paid: money(row.money.paid, row.money.currency),
        total: money(row.money.total, row.money.currency),
      }),
    deadline: (row: GroupFareReservationSummary) =>
      row.nextDeadline ? t(`deadlines.${row.nextDeadline.kind}`, { at: time(row.nextDeadline.at) }) : '—',
    release: (row: GroupFareReservationSummary, onRelease: RowsProps['onRelease']) =>
      canRelease(row) ? (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => onRelease(row)}
          aria-label={t('releaseOf', { reference: row.reference })}
        >
          {t('release')}
        </Button>
      ) : null,
  };
}

/** A block's reservations on wider screens, agency by agency. */
export function GroupFareReservationsTable({ rows, onRelease }: RowsProps) {
  const parts = useParts();
  const { t } = parts;
  return (
    <MoneyTable
      label={t('tableLabel')}
      minWidth={1000}
      columns={[
        { label: t('columns.agency') },
        { label: t('columns.reference') },
        { label: t('columns.status') },
        { label: t('columns.seats') },
        { label: t('columns.names') },
        { label: t('columns.money'), amount: true },
        { label: t('columns.deadline') },
        { label: t('columns.actions'), hidden: true },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.reference}>
          <Table.Td>
            <Text size="sm" fw={600}>
              {row.agencyName}
            </Text>
          </Table.Td>
          <Table.Th scope="row">
            <Text size="sm" ff="monospace" fw={700}>
              {row.reference}
            </Text>
            {row.orderReference ? (
              <Text size="xs" c="dimmed">
                {t('order', { reference: row.orderReference })}
              </Text>
            ) : null}
          </Table.Th>
          <Table.Td>{parts.status(row)}</Table.Td>
          <Table.Td>
            <Text size="sm">{parts.seats(row)}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{parts.names(row)}</Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {parts.paid(row)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{parts.deadline(row)}</Text>
          </Table.Td>
          <Table.Td>{parts.release(row, onRelease)}</Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The same on a phone: one card each. */
export function GroupFareReservationCards({ rows, onRelease }: RowsProps) {
  const parts = useParts();
  return (
    <MoneyCards label={parts.t('tableLabel')}>
      {rows.map((row) => (
        <MoneyCard key={row.reference} reference={row.reference} status={parts.status(row)}>
          <Text size="sm" fw={600}>
            {row.agencyName}
          </Text>
          <Text size="sm">
            {parts.seats(row)} · {parts.names(row)}
          </Text>
          <Text size="sm">{parts.paid(row)}</Text>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {parts.deadline(row)}
            </Text>
            {parts.release(row, onRelease)}
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
