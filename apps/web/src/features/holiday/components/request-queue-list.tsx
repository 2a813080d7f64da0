import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HolidayQueueRow } from '@portal/contracts';
import { HolidayStatusBadge } from '../../../components/holiday/holiday-status-badge';
import { usePartyText } from '../../../components/holiday/party-text';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { holidayRequestPath } from '../../../lib/holiday-paths';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';

function QuoteCell({ row }: { row: HolidayQueueRow }) {
  const { t } = useTranslation('holiday');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  if (!row.quoteTotal) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {money(row.quoteTotal.amount, row.quoteTotal.currency)}
      </Text>
      {row.quoteExpiresAt ? (
        <Text size="xs" c="orange.9" style={{ whiteSpace: 'nowrap' }}>
          {t('queue.until', { time: time(row.quoteExpiresAt) })}
        </Text>
      ) : null}
    </>
  );
}

/** The requests on wider screens: one row each, the reference opening the request. */
export function RequestQueueTable({ rows }: { rows: HolidayQueueRow[] }) {
  const { t } = useTranslation('holiday');
  const time = useTenantDateTime();
  const day = useCalendarDay();
  const party = usePartyText();
  return (
    <MoneyTable
      label={t('queue.tableLabel')}
      minWidth={980}
      columns={[
        { label: t('queue.reference') },
        { label: t('queue.status') },
        { label: t('queue.package') },
        { label: t('queue.departure') },
        { label: t('queue.travellers') },
        { label: t('queue.quote'), amount: true },
        { label: t('queue.requested') },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.reference}>
          <NoWrapCell>
            <Anchor component={Link} to={holidayRequestPath(row.reference)} ff="monospace" fw={700} size="sm">
              {row.reference}
            </Anchor>
          </NoWrapCell>
          <Table.Td>
            <HolidayStatusBadge status={row.status} size="sm" />
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={600}>
              {row.packageTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {row.cityName} · {row.packageCode}
            </Text>
          </Table.Td>
          <NoWrapCell>
            {day(row.departsOn)} – {day(row.returnsOn)}
          </NoWrapCell>
          <Table.Td>
            <Text size="sm">{party(row.travellers)}</Text>
          </Table.Td>
          <Table.Td ta="right">
            <QuoteCell row={row} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {time(row.requestedAt)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('queue.by', { name: row.requestedBy })}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The requests on a phone: one card each. */
export function RequestQueueCards({ rows }: { rows: HolidayQueueRow[] }) {
  const { t } = useTranslation('holiday');
  const time = useTenantDateTime();
  const day = useCalendarDay();
  const party = usePartyText();
  return (
    <MoneyCards label={t('queue.tableLabel')}>
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
            {row.cityName} · {day(row.departsOn)} – {day(row.returnsOn)}
          </Text>
          <Text size="sm">{party(row.travellers)}</Text>
          <Group justify="space-between" gap="xs" align="flex-end" wrap="nowrap">
            <Stack gap={0}>
              <QuoteCell row={row} />
            </Stack>
            <Button
              component={Link}
              to={holidayRequestPath(row.reference)}
              size="compact-sm"
              variant="light"
              aria-label={t('queue.openRequest', { reference: row.reference })}
            >
              {t('queue.open')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {time(row.requestedAt)} · {t('queue.by', { name: row.requestedBy })}
          </Text>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
