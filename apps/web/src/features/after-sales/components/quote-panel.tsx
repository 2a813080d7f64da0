import { useId } from 'react';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AfterSalesRequest, QuoteLine, RequestQuote } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { quoteGroups } from '../utils/quote-groups';
import { QuoteExpiry } from './quote-expiry';

/** What the total means to the agency: credited to its wallet, or paid from it. */
export function useTotalLabel() {
  const { t } = useTranslation('afterSales');
  return (amount: number) => (amount >= 0 ? t('quote.totalCredited') : t('quote.totalPaid'));
}

/**
 * A quote, itemised per passenger (what is given back, what the airline and the service fee keep) with each
 * passenger's subtotal and the total credited to the wallet; while it can be accepted, the time left to do so.
 */
export function QuotePanel({
  request,
  quote,
  title,
  live,
  onLapsed,
}: {
  request: AfterSalesRequest;
  quote: RequestQuote;
  title: string;
  /** The quote can still be accepted: its expiry ticks. */
  live: boolean;
  onLapsed?: () => void;
}) {
  const { t } = useTranslation('afterSales');
  const titleId = useId();
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const totalLabel = useTotalLabel();
  const groups = quoteGroups(quote.lines, request.passengers);
  const lineLabel = (line: QuoteLine) => t(`lineKind.${line.kind}`, { defaultValue: line.label });
  const amount = (minor: number) => money(minor, quote.total.currency);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Title order={2} fz="lg" id={titleId}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {t(`quote.by.${quote.by}`, { time: time(quote.createdAt) })}
            </Text>
          </div>
          {quote.state === 'Current' ? null : (
            <Badge variant="light" color="gray">
              {t(`quote.state.${quote.state}`)}
            </Badge>
          )}
        </Group>
        {live ? <QuoteExpiry expiresAt={quote.expiresAt} onLapsed={() => onLapsed?.()} /> : null}
        <Table verticalSpacing={6} aria-labelledby={titleId} data-testid="quote-lines">
          {groups.map((group) => (
            <Table.Tbody key={group.paxId ?? 'request'}>
              <Table.Tr>
                <Table.Th colSpan={2} bg="gray.0">
                  {group.name ?? t('quote.wholeRequest')}
                </Table.Th>
              </Table.Tr>
              {group.lines.map((line, index) => (
                <Table.Tr key={`${line.kind}-${index}`}>
                  <Table.Td>{lineLabel(line)}</Table.Td>
                  <Table.Td
                    ta="right"
                    c={line.amount.amount < 0 ? 'red.8' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {amount(line.amount.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
              {groups.length > 1 ? (
                <Table.Tr>
                  <Table.Td fw={600}>{t('quote.subtotal')}</Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {amount(group.subtotal)}
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          ))}
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>{totalLabel(quote.total.amount)}</Table.Th>
              <Table.Th ta="right" fz="md" style={{ whiteSpace: 'nowrap' }} data-testid="quote-total">
                {amount(quote.total.amount)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        {quote.note ? (
          <Text size="sm">
            <Text span c="dimmed">
              {t('quote.note')}{' '}
            </Text>
            {quote.note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
