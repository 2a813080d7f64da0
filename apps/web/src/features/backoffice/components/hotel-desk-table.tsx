import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelOperatorRow } from '@portal/contracts';
import { HotelNameCell, StayCell } from '../../../components/hotel/hotel-row-cells';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import { ageParts } from '../utils/after-sales-filters';
import { HotelDeskSlaMinutes } from '../utils/hotel-desk-filters';

interface DeskProps {
  rows: HotelOperatorRow[];
  onConfirm: (row: HotelOperatorRow) => void;
  onRefuse: (row: HotelOperatorRow) => void;
}

/** How long a booking has waited for the hotel; past the desk's SLA it says "overdue" in words, not colour alone. */
function Waiting({ minutes }: { minutes: number }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'hotelDesk' });
  const parts = ageParts(minutes);
  const text =
    parts.days > 0 ? t('age.days', parts) : parts.hours > 0 ? t('age.hours', parts) : t('age.minutes', parts);
  if (minutes >= HotelDeskSlaMinutes) {
    return (
      <Badge color="red" variant="filled" miw="max-content" style={{ textTransform: 'none' }}>
        {t('age.overdue', { age: text })}
      </Badge>
    );
  }
  return (
    <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}

function Decisions({ row, onConfirm, onRefuse }: { row: HotelOperatorRow } & Omit<DeskProps, 'rows'>) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'hotelDesk' });
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        color="green"
        variant="light"
        autoContrast
        onClick={() => onConfirm(row)}
        aria-label={t('confirmOf', { reference: row.reference })}
      >
        {t('confirmAction')}
      </Button>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        onClick={() => onRefuse(row)}
        aria-label={t('refuseOf', { reference: row.reference })}
      >
        {t('refuseAction')}
      </Button>
    </Group>
  );
}

/** The desk on wider screens: whose booking, the hotel and stay, the lead guest, what was paid, how long it waits. */
export function HotelDeskTable({ rows, onConfirm, onRefuse }: DeskProps) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'hotelDesk' });
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyTable
      label={t('tableLabel')}
      minWidth={1120}
      columns={[
        { label: t('columns.reference') },
        { label: t('columns.agency') },
        { label: t('columns.hotel') },
        { label: t('columns.stay') },
        { label: t('columns.leadGuest') },
        { label: t('columns.total'), amount: true },
        { label: t('columns.waiting') },
        { label: t('columns.actions'), hidden: true },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.reference}>
          <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
            <Text ff="monospace" fw={700} size="sm">
              {row.reference}
            </Text>
            <Text size="xs" c="dimmed" fw={400}>
              {row.supplierReference
                ? t('supplierRef', { reference: row.supplierReference })
                : time(row.createdAt)}
            </Text>
          </Table.Th>
          <Table.Td miw={140} style={{ overflowWrap: 'anywhere' }}>
            <Text size="sm" fw={600}>
              {row.agencyName}
            </Text>
            <Text size="xs" c="dimmed">
              {t('by', { name: row.bookedBy })}
            </Text>
          </Table.Td>
          <HotelNameCell row={row} minWidth={160} />
          <StayCell row={row} />
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.leadGuest}</Table.Td>
          <NoWrapCell amount fw={600}>
            {money(row.total.amount, row.total.currency)}
          </NoWrapCell>
          <Table.Td>
            <Waiting minutes={row.ageMinutes} />
          </Table.Td>
          <Table.Td>
            <Decisions row={row} onConfirm={onConfirm} onRefuse={onRefuse} />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The desk on a phone: one card per booking with the same facts and both decisions. */
export function HotelDeskCards({ rows, onConfirm, onRefuse }: DeskProps) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'hotelDesk' });
  const money = useLedgerMoney();
  const day = useCalendarDay();
  return (
    <MoneyCards label={t('tableLabel')}>
      {rows.map((row) => (
        <MoneyCard
          key={row.reference}
          reference={row.reference}
          status={<Waiting minutes={row.ageMinutes} />}
        >
          <Text size="sm" fw={600}>
            {row.agencyName}
          </Text>
          <Stack gap={0}>
            <Text size="sm">{row.hotelName}</Text>
            <Text size="xs" c="dimmed">
              {row.cityName} · {day(row.checkIn)} – {day(row.checkOut)} · {t('nights', { count: row.nights })}{' '}
              · {t('rooms', { count: row.roomCount })}
            </Text>
          </Stack>
          <Text size="sm">{row.leadGuest}</Text>
          <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
            <Text fw={700}>{money(row.total.amount, row.total.currency)}</Text>
            <Decisions row={row} onConfirm={onConfirm} onRefuse={onRefuse} />
          </Group>
          {row.supplierReference ? (
            <Text size="xs" c="dimmed">
              {t('supplierRef', { reference: row.supplierReference })}
            </Text>
          ) : null}
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
