import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HolidayPackageStatus, OperatorPackageRow } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import '../../../components/holiday/i18n';

const statusColour: Record<HolidayPackageStatus, string> = {
  Draft: 'gray',
  Published: 'green',
  Unpublished: 'orange',
};

export const holidayPackagePagePath = (packageId: string) =>
  `/backoffice/holidays/${encodeURIComponent(packageId)}`;

export function PackageStatusBadge({ status }: { status: HolidayPackageStatus }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayCatalogue' });
  return (
    <Badge variant="light" color={statusColour[status]} miw="max-content">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

function Departures({ row }: { row: OperatorPackageRow }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayCatalogue' });
  const day = useCalendarDay();
  return (
    <Text size="sm" c={row.futureDepartures === 0 ? 'red.8' : undefined}>
      {row.nextDepartsOn
        ? t('nextDeparture', { count: row.futureDepartures, date: day(row.nextDepartsOn) })
        : t('noDeparture')}
    </Text>
  );
}

/** The tenant's packages on wide screens: one row each, the title opening the editor. */
export function HolidayPackagesTable({ rows }: { rows: OperatorPackageRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayCatalogue' });
  const { t: parts } = useTranslation('holidayParts');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyTable
      label={t('tableLabel')}
      minWidth={1000}
      columns={[
        { label: t('columns.package') },
        { label: t('columns.status') },
        { label: t('columns.destination') },
        { label: t('columns.departures') },
        { label: t('columns.images') },
        { label: t('columns.price'), amount: true },
        { label: t('columns.updated') },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.packageId}>
          <Table.Td>
            <Anchor component={Link} to={holidayPackagePagePath(row.packageId)} fw={700} size="sm">
              {row.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {row.code} · {parts(`types.${row.type}`)} · {parts('nights', { count: row.nights })}
            </Text>
          </Table.Td>
          <Table.Td>
            <PackageStatusBadge status={row.status} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">
              {row.destination.cityName} ({row.destination.cityCode})
            </Text>
          </Table.Td>
          <Table.Td>
            <Departures row={row} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" c={row.imageCount === 0 ? 'red.8' : undefined}>
              {row.imageCount}
            </Text>
          </Table.Td>
          <NoWrapCell amount>
            {row.priceFrom ? money(row.priceFrom.amount, row.priceFrom.currency) : '—'}
          </NoWrapCell>
          <NoWrapCell>{time(row.updatedAt)}</NoWrapCell>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The packages on a phone: one card each. */
export function HolidayPackagesCards({ rows }: { rows: OperatorPackageRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayCatalogue' });
  const { t: parts } = useTranslation('holidayParts');
  const money = useLedgerMoney();
  return (
    <MoneyCards label={t('tableLabel')}>
      {rows.map((row) => (
        <MoneyCard
          key={row.packageId}
          reference={row.code}
          status={<PackageStatusBadge status={row.status} />}
        >
          <Text size="sm" fw={600}>
            {row.title}
          </Text>
          <Text size="xs" c="dimmed">
            {row.destination.cityName} · {parts(`types.${row.type}`)} ·{' '}
            {parts('nights', { count: row.nights })}
          </Text>
          <Departures row={row} />
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={700}>
              {row.priceFrom ? money(row.priceFrom.amount, row.priceFrom.currency) : '—'}
            </Text>
            <Button
              component={Link}
              to={holidayPackagePagePath(row.packageId)}
              size="compact-sm"
              variant="light"
              aria-label={t('editOf', { title: row.title })}
            >
              {t('edit')}
            </Button>
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
