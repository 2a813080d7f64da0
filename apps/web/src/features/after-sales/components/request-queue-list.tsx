import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RequestQueueRow } from '@portal/contracts';
import { RequestStatusBadge } from '../../../components/after-sales/status-badges';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { OrderReferenceLink } from '../../../components/order-reference-link';
import { afterSalesRequestPagePath, type AfterSalesPageKind } from '../../../lib/after-sales-paths';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { isClosed } from '../utils/request-actions';

/** Where a row leads: an open request to its page to act on it, a closed one to its record. */
const rowPath = (kind: AfterSalesPageKind, row: RequestQueueRow) =>
  afterSalesRequestPagePath(kind, isClosed(row) ? 'details' : 'view', row.reference);

function Passengers({ names }: { names: string[] }) {
  const { t } = useTranslation('afterSales');
  const [first, ...rest] = names;
  return (
    <Text size="sm">
      {first}
      {rest.length > 0 ? (
        <Text span size="xs" c="dimmed">
          {' '}
          {t('queue.morePassengers', { count: rest.length })}
        </Text>
      ) : null}
    </Text>
  );
}

function QuoteCell({ row }: { row: RequestQueueRow }) {
  const { t } = useTranslation('afterSales');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  if (!row.quoteTotal) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  // A quote the request closed without taking is shown, greyed, for what it was.
  const lapsed = row.status === 'Cancelled' || row.status === 'Rejected' || row.status === 'Expired';
  return (
    <>
      <Text
        size="sm"
        fw={700}
        c={lapsed ? 'dimmed' : undefined}
        td={lapsed ? 'line-through' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
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

/** The requests on wider screens: one row each, the reference opening the request and the booking its order. */
export function RequestQueueTable({ kind, rows }: { kind: AfterSalesPageKind; rows: RequestQueueRow[] }) {
  const { t } = useTranslation('afterSales');
  const time = useTenantDateTime();
  return (
    <MoneyTable
      label={t(`queue.tableLabel.${kind}`)}
      minWidth={980}
      columns={[
        { label: t('queue.reference') },
        { label: t('queue.status') },
        { label: t('queue.booking') },
        { label: t('queue.route') },
        { label: t('queue.passengers') },
        { label: t('queue.quote'), amount: true },
        { label: t('queue.requested') },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.reference}>
          <NoWrapCell>
            <Anchor component={Link} to={rowPath(kind, row)} ff="monospace" fw={700} size="sm">
              {row.reference}
            </Anchor>
          </NoWrapCell>
          <Table.Td>
            <RequestStatusBadge status={row.status} size="sm" />
          </Table.Td>
          <NoWrapCell>
            <OrderReferenceLink
              reference={row.orderReference}
              name={t('queue.openBooking', { reference: row.orderReference })}
            />
            <Text size="xs" c="dimmed" ff="monospace">
              {row.pnr ?? ''}
            </Text>
          </NoWrapCell>
          <Table.Td>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {row.route}
            </Text>
          </Table.Td>
          <Table.Td>
            <Passengers names={row.passengers} />
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
export function RequestQueueCards({ kind, rows }: { kind: AfterSalesPageKind; rows: RequestQueueRow[] }) {
  const { t } = useTranslation('afterSales');
  const time = useTenantDateTime();
  return (
    <MoneyCards label={t(`queue.tableLabel.${kind}`)}>
      {rows.map((row) => (
        <MoneyCard
          key={row.reference}
          reference={row.reference}
          status={<RequestStatusBadge status={row.status} size="sm" />}
        >
          <Text size="sm" fw={600}>
            {row.route} · {row.orderReference}
          </Text>
          <Passengers names={row.passengers} />
          <Group justify="space-between" gap="xs" align="flex-end" wrap="nowrap">
            <Stack gap={0}>
              <QuoteCell row={row} />
            </Stack>
            <Button
              component={Link}
              to={rowPath(kind, row)}
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
