import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OperatorGroupFareBlock } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable } from '../../../components/money-table';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { groupFareBlockPath, GroupFareStatusBadge, useSeatsText } from './group-fare-parts';

function useDates() {
  const day = useCalendarDay();
  return (block: OperatorGroupFareBlock) =>
    block.returnDate ? `${day(block.departureDate)} – ${day(block.returnDate)}` : day(block.departureDate);
}

/** The blocks on wider screens: one row each, the title opening the block's page. */
export function GroupFareBlocksTable({ rows }: { rows: OperatorGroupFareBlock[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  const dates = useDates();
  return (
    <MoneyTable
      label={t('tableLabel')}
      minWidth={1180}
      columns={[
        { label: t('columns.block') },
        { label: t('columns.kind') },
        { label: t('columns.route') },
        { label: t('columns.dates') },
        { label: t('columns.total'), amount: true },
        { label: t('columns.reserved'), amount: true },
        { label: t('columns.sold'), amount: true },
        { label: t('columns.left'), amount: true },
        { label: t('columns.namesMissing'), amount: true },
        { label: t('columns.status') },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Th scope="row" miw={220}>
            <Anchor component={Link} to={groupFareBlockPath(row.id)} size="sm" fw={600}>
              {row.title}
            </Anchor>
            <Text size="xs" c="dimmed" ff="monospace">
              {row.code}
            </Text>
          </Table.Th>
          <Table.Td>
            <Text size="sm">{t(`kinds.${row.kind}`)}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {row.route}
            </Text>
            <Text size="xs" c="dimmed">
              {row.airlineName}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {dates(row)}
            </Text>
          </Table.Td>
          <Table.Td ta="right">{row.seats.total}</Table.Td>
          <Table.Td ta="right">{row.seats.reserved}</Table.Td>
          <Table.Td ta="right">{row.seats.sold}</Table.Td>
          <Table.Td ta="right">
            <Text size="sm" fw={700}>
              {row.seats.left}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text
              size="sm"
              c={row.namesMissing > 0 ? 'orange.8' : undefined}
              fw={row.namesMissing > 0 ? 700 : 400}
            >
              {row.namesMissing}
            </Text>
          </Table.Td>
          <Table.Td>
            <GroupFareStatusBadge status={row.status} />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The blocks on a phone: one card each. */
export function GroupFareBlockCards({ rows }: { rows: OperatorGroupFareBlock[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  const dates = useDates();
  const seats = useSeatsText();
  return (
    <MoneyCards label={t('tableLabel')}>
      {rows.map((row) => (
        <MoneyCard key={row.id} reference={row.code} status={<GroupFareStatusBadge status={row.status} />}>
          <Text size="sm" fw={600}>
            {row.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`kinds.${row.kind}`)} · {row.route} · {row.airlineName} · {dates(row)}
          </Text>
          <Text size="sm">{seats(row.seats)}</Text>
          {row.namesMissing > 0 ? (
            <Text size="sm" c="orange.8" fw={600}>
              {t('namesMissingCount', { count: row.namesMissing })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button
              component={Link}
              to={groupFareBlockPath(row.id)}
              size="compact-sm"
              variant="light"
              aria-label={t('openBlock', { code: row.code })}
            >
              {t('open')}
            </Button>
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
