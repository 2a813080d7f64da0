import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HolidayQueueRow } from '@portal/contracts';
import { HolidayStatusBadge } from '../../../components/holiday/holiday-status-badge';
import { usePartyText } from '../../../components/holiday/party-text';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { ageParts } from '../utils/after-sales-filters';

export const holidayDeskRequestPath = (reference: string) =>
  `/backoffice/holiday-requests/${encodeURIComponent(reference)}`;

/** How long the request has waited on the side that must act. */
function Waiting({ minutes }: { minutes: number }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayDesk' });
  const parts = ageParts(minutes);
  return (
    <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {parts.days > 0
        ? t('age.days', parts)
        : parts.hours > 0
          ? t('age.hours', parts)
          : t('age.minutes', parts)}
    </Text>
  );
}

/** Every agency's holiday enquiries on wide screens, the longest waiting first; the reference opens one. */
export function HolidayDeskTable({ rows }: { rows: HolidayQueueRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayDesk' });
  const money = useLedgerMoney();
  const day = useCalendarDay();
  const party = usePartyText();
  return (
    <MoneyTable
      label={t('tableLabel')}
      minWidth={1040}
      columns={[
        { label: t('columns.reference') },
        { label: t('columns.status') },
        { label: t('columns.agency') },
        { label: t('columns.package') },
        { label: t('columns.dates') },
        { label: t('columns.travellers') },
        { label: t('columns.quote'), amount: true },
        { label: t('columns.waiting') },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.reference}>
          <NoWrapCell>
            <Anchor
              component={Link}
              to={holidayDeskRequestPath(row.reference)}
              ff="monospace"
              fw={700}
              size="sm"
            >
              {row.reference}
            </Anchor>
          </NoWrapCell>
          <Table.Td>
            <HolidayStatusBadge status={row.status} size="sm" />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{row.agencyName}</Text>
            <Text size="xs" c="dimmed">
              {row.requestedBy}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={600}>
              {row.packageTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {row.packageCode} · {row.cityName}
            </Text>
          </Table.Td>
          <NoWrapCell>
            {day(row.departsOn)} – {day(row.returnsOn)}
          </NoWrapCell>
          <Table.Td>
            <Text size="sm">{party(row.travellers)}</Text>
          </Table.Td>
          <NoWrapCell amount>
            {row.quoteTotal ? money(row.quoteTotal.amount, row.quoteTotal.currency) : '—'}
          </NoWrapCell>
          <Table.Td>
            <Waiting minutes={row.ageMinutes} />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The enquiries on a phone: one card each. */
export function HolidayDeskCards({ rows }: { rows: HolidayQueueRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayDesk' });
  const day = useCalendarDay();
  const party = usePartyText();
  return (
    <MoneyCards label={t('tableLabel')}>
      {rows.map((row) => (
        <MoneyCard
          key={row.reference}
          reference={row.reference}
          status={<HolidayStatusBadge status={row.status} size="sm" />}
        >
          <Text size="sm" fw={600}>
            {row.packageTitle}
          </Text>
          <Text size="xs" c="dimmed">
            {row.agencyName} · {day(row.departsOn)} · {party(row.travellers)}
          </Text>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Waiting minutes={row.ageMinutes} />
            <Button
              component={Link}
              to={holidayDeskRequestPath(row.reference)}
              size="compact-sm"
              variant="light"
              aria-label={t('openOf', { reference: row.reference })}
            >
              {t('open')}
            </Button>
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
