import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AfterSalesRequest, RequestQuote, RequestStatus } from '@portal/contracts';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

/** Statuses in which the current quote is the one the agency accepted. */
const acceptedStatuses: readonly RequestStatus[] = ['Accepted', 'InProcess', 'Completed'];

const stateColor: Record<RequestQuote['state'], string> = {
  Current: 'green',
  Expired: 'gray',
  Superseded: 'gray',
};

/** A quote's itemised lines, what they add up to and which way the money goes. */
export function QuoteLinesTable({
  lines,
  total,
  passengers,
  label,
}: {
  lines: RequestQuote['lines'];
  total: RequestQuote['total'];
  passengers: AfterSalesRequest['passengers'];
  label: string;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const money = useLedgerMoney();
  const nameOf = (paxId: number | null) =>
    paxId === null
      ? t('quote.wholeRequest')
      : (passengers.find((pax) => pax.paxId === paxId)?.name ?? `#${paxId}`);
  return (
    <MoneyTable
      label={label}
      minWidth={300}
      columns={[{ label: t('quote.line') }, { label: t('quote.amount'), amount: true }]}
      footer={
        <Table.Tr>
          <Table.Th scope="row">
            {t('quote.total')}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {total.amount >= 0 ? t('quote.toAgency') : t('quote.fromAgency')}
            </Text>
          </Table.Th>
          <NoWrapCell amount fw={700}>
            {money(total.amount, total.currency)}
          </NoWrapCell>
        </Table.Tr>
      }
    >
      {lines.map((line, index) => (
        <Table.Tr key={index}>
          <Table.Td>
            <Text size="sm">{line.label}</Text>
            <Text size="xs" c="dimmed">
              {t(`lineKinds.${line.kind}`)} · {nameOf(line.paxId)}
            </Text>
          </Table.Td>
          <NoWrapCell amount c={line.amount.amount < 0 ? 'red.8' : undefined}>
            {money(line.amount.amount, line.amount.currency)}
          </NoWrapCell>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** One quote: who gave it, when, until when it holds, its state, its lines and the note sent with it. */
export function QuoteCard({
  quote,
  passengers,
  title,
  accepted = false,
}: {
  quote: RequestQuote;
  passengers: AfterSalesRequest['passengers'];
  title: string;
  /** The agency accepted it: its validity no longer matters. */
  accepted?: boolean;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const time = useTenantDateTime();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>{title}</Text>
            <Badge variant="light" color={accepted ? 'green' : stateColor[quote.state]}>
              {accepted ? t('quote.accepted') : t(`quote.states.${quote.state}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t(quote.by === 'Airline' ? 'quote.byAirline' : 'quote.byOperator', {
              time: time(quote.createdAt),
            })}
            {' · '}
            {t('quote.validUntil', { time: time(quote.expiresAt) })}
          </Text>
        </Stack>
        <QuoteLinesTable lines={quote.lines} total={quote.total} passengers={passengers} label={title} />
        {quote.note ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {t('quote.note')}:
            </Text>{' '}
            {quote.note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The current quote, then the earlier ones newest first. */
export function AfterSalesQuotes({ request }: { request: AfterSalesRequest }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('quote.heading')}
      </Title>
      {request.quote ? (
        <QuoteCard
          quote={request.quote}
          passengers={request.passengers}
          title={t('quote.current')}
          accepted={acceptedStatuses.includes(request.status)}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('quote.none')}
        </Text>
      )}
      {request.pastQuotes.length > 0 ? (
        <Stack gap="xs" mt="xs">
          <Title order={3} size="h5">
            {t('quote.past', { count: request.pastQuotes.length })}
          </Title>
          {request.pastQuotes.map((quote) => (
            <QuoteCard
              key={quote.quoteId}
              quote={quote}
              passengers={request.passengers}
              title={t('quote.earlier')}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
