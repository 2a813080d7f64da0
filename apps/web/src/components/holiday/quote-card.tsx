import { useId } from 'react';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HolidayQuote } from '@portal/contracts';
import { formatRemaining } from '../../lib/format-remaining';
import { useCountdown } from '../../lib/use-countdown';
import { useLedgerMoney } from '../../lib/use-ledger-money';
import { useTenantDateTime } from '../../lib/use-tenant-time';
import './i18n';

/** How long the quote can still be accepted, ticking; `onLapsed` reads the request again when it runs out. */
function QuoteValidity({ expiresAt, onLapsed }: { expiresAt: string; onLapsed: () => void }) {
  const { t } = useTranslation('holidayParts');
  const time = useTenantDateTime();
  const { left, lapsed } = useCountdown(expiresAt, onLapsed);
  if (lapsed) {
    return (
      <Text size="sm" fw={700} c="red.8">
        {t('quote.lapsed')}
      </Text>
    );
  }
  return (
    <Text size="sm" c={left < 60 * 60_000 ? 'red.8' : undefined}>
      {t('quote.validUntil', { time: time(expiresAt) })}{' '}
      <Text span fw={700} ff="monospace" data-testid="quote-time-left">
        {t('quote.left', { time: formatRemaining(left) })}
      </Text>
    </Text>
  );
}

/**
 * A holiday quote: its lines per traveller type (and any extra or discount), the total, the deposit the wallet pays
 * on accepting, the balance and when it falls due; while it can be accepted, the time left to do so.
 */
export function QuoteCard({
  quote,
  title,
  live,
  onLapsed,
}: {
  quote: HolidayQuote;
  title?: string;
  /** The quote can still be accepted: its validity ticks. */
  live: boolean;
  onLapsed?: () => void;
}) {
  const { t } = useTranslation('holidayParts');
  const titleId = useId();
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const currency = quote.total.currency;
  const amount = (minor: number) => money(minor, currency);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Title order={2} fz="lg" id={titleId}>
              {title ?? t('quote.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('quote.by', { name: quote.by, time: time(quote.createdAt) })}
            </Text>
          </div>
          <Badge
            variant="light"
            color={quote.state === 'Current' ? 'orange' : quote.state === 'Accepted' ? 'green' : 'gray'}
          >
            {t(`quote.state.${quote.state}`)}
          </Badge>
        </Group>
        {live ? <QuoteValidity expiresAt={quote.expiresAt} onLapsed={() => onLapsed?.()} /> : null}
        <Table.ScrollContainer minWidth={300} type="native">
          <Table verticalSpacing={6} aria-labelledby={titleId} data-testid="quote-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quote.item')}</Table.Th>
                {/* On a phone each line shows its amount alone; the label says how many. */}
                <Table.Th ta="right" visibleFrom="sm">
                  {t('quote.quantity')}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('quote.unit')}
                </Table.Th>
                <Table.Th ta="right">{t('quote.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quote.lines.map((line, index) => (
                <Table.Tr key={`${line.kind}-${index}`}>
                  <Table.Td>
                    <Text size="sm">
                      {line.label}
                      {line.quantity > 1 ? (
                        <Text span size="xs" c="dimmed" hiddenFrom="sm">
                          {' '}
                          × {line.quantity}
                        </Text>
                      ) : null}
                    </Text>
                    {/* The kind under the label, unless the label already says it. */}
                    {line.label !== t(`quote.lineKinds.${line.kind}`) ? (
                      <Text size="xs" c="dimmed">
                        {t(`quote.lineKinds.${line.kind}`)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {line.quantity}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
                    {amount(line.unitAmount)}
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    c={line.amount.amount < 0 ? 'red.8' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {amount(line.amount.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>{t('quote.total')}</Table.Th>
                <Table.Th ta="right" fz="md" style={{ whiteSpace: 'nowrap' }} data-testid="quote-total">
                  {amount(quote.total.amount)}
                </Table.Th>
              </Table.Tr>
              <Table.Tr>
                <Table.Td colSpan={3}>{t('quote.deposit', { percent: quote.depositPercent })}</Table.Td>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="quote-deposit">
                  {amount(quote.deposit.amount)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td colSpan={3}>
                  {t('quote.balance')}
                  {quote.balanceDueAt && quote.balance.amount > 0 ? (
                    <Text size="xs" c="dimmed">
                      {t('quote.balanceDue', { time: time(quote.balanceDueAt) })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="quote-balance">
                  {amount(quote.balance.amount)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        {quote.balance.amount === 0 ? (
          <Text size="sm" c="dimmed">
            {t('quote.noBalance')}
          </Text>
        ) : null}
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
