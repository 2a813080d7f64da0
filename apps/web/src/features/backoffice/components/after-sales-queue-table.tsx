import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RequestQueueRow } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { RequestAge, RequestModeBadge, RequestStatusBadge } from './after-sales-parts';

/** Where a request opens; the queue's own address goes along, so Back to the queue returns to the same page. */
function useRequestLink() {
  const { search } = useLocation();
  return (reference: string) => ({
    to: `/backoffice/after-sales/${encodeURIComponent(reference)}`,
    state: { queueSearch: search },
  });
}

const dash = (
  <Text span c="dimmed">
    —
  </Text>
);

/** The queue on wider screens: one row per request, its reference opening it. */
export function AfterSalesQueueTable({ requests }: { requests: RequestQueueRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const linkTo = useRequestLink();
  return (
    <MoneyTable
      label={t('list.tableLabel')}
      minWidth={1100}
      columns={[
        { label: t('columns.reference') },
        { label: t('columns.agency') },
        { label: t('columns.order') },
        { label: t('columns.passengers') },
        { label: t('columns.mode') },
        { label: t('columns.status') },
        { label: t('columns.assignee') },
        { label: t('columns.quote'), amount: true },
        { label: t('columns.age') },
      ]}
    >
      {requests.map((row) => (
        <Table.Tr key={row.reference}>
          <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
            <Anchor component={Link} {...linkTo(row.reference)} ff="monospace" fw={700} size="sm">
              {row.reference}
            </Anchor>
            <Text size="xs" c="dimmed">
              {time(row.requestedAt)}
            </Text>
          </Table.Th>
          <Table.Td miw={140} style={{ overflowWrap: 'anywhere' }}>
            <Text size="sm" fw={600}>
              {row.agencyName}
            </Text>
            <Text size="xs" c="dimmed">
              {t('list.by', { name: row.requestedBy })}
            </Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text ff="monospace" size="sm">
              {row.orderReference}
            </Text>
            <Text size="xs" c="dimmed">
              {[row.pnr, row.route].filter(Boolean).join(' · ')}
            </Text>
          </Table.Td>
          <Table.Td miw={160}>
            {row.passengers.map((name) => (
              <Text key={name} size="sm">
                {name}
              </Text>
            ))}
          </Table.Td>
          <Table.Td>
            <RequestModeBadge mode={row.mode} />
          </Table.Td>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <RequestStatusBadge status={row.status} />
              {row.quoteExpiresAt ? (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('list.until', { time: time(row.quoteExpiresAt) })}
                </Text>
              ) : null}
            </Stack>
          </Table.Td>
          <Table.Td>
            <Text size="sm" c={row.assignee ? undefined : 'dimmed'}>
              {row.assignee ?? t('list.unassigned')}
            </Text>
          </Table.Td>
          <NoWrapCell amount fw={600}>
            {row.quoteTotal ? money(row.quoteTotal.amount, row.quoteTotal.currency) : dash}
          </NoWrapCell>
          <Table.Td>
            <RequestAge ageMinutes={row.ageMinutes} status={row.status} mode={row.mode} />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The queue on a phone: one card per request, with the same facts and an Open button. */
export function AfterSalesQueueCards({ requests }: { requests: RequestQueueRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const linkTo = useRequestLink();
  return (
    <MoneyCards label={t('list.tableLabel')}>
      {requests.map((row) => (
        <MoneyCard
          key={row.reference}
          reference={row.reference}
          status={<RequestStatusBadge status={row.status} />}
        >
          <Text size="sm" fw={600}>
            {row.agencyName}
          </Text>
          <Text size="xs" c="dimmed">
            {[row.orderReference, row.pnr, row.route].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm">{row.passengers.join(', ')}</Text>
          <Group gap="xs">
            <RequestModeBadge mode={row.mode} />
            <Text size="xs" c="dimmed">
              {row.assignee ? t('list.assignedTo', { name: row.assignee }) : t('list.unassigned')}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" align="flex-end" wrap="nowrap">
            <Stack gap={2}>
              {row.quoteTotal ? (
                <Text fw={700}>{money(row.quoteTotal.amount, row.quoteTotal.currency)}</Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('list.noQuote')}
                </Text>
              )}
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t('list.waiting')}
                </Text>
                <RequestAge ageMinutes={row.ageMinutes} status={row.status} mode={row.mode} />
              </Group>
            </Stack>
            <Button
              component={Link}
              {...linkTo(row.reference)}
              size="compact-sm"
              variant="light"
              aria-label={t('list.openOf', { reference: row.reference })}
            >
              {t('list.open')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {time(row.requestedAt)} · {t('list.by', { name: row.requestedBy })}
          </Text>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
