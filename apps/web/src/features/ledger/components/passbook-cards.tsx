import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PassbookPage } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { kindColor } from '../utils/kind-color';

/** The wallet's lines on a phone: one card each, the amount and the balance after it side by side. */
export function PassbookCards({
  page,
  showCreditUsed = false,
}: {
  page: PassbookPage;
  showCreditUsed?: boolean;
}) {
  const { t } = useTranslation('ledger');
  const money = useLedgerMoney();
  const postedTime = useTenantDateTime();

  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('table.label')}>
      {page.entries.map((entry) => {
        const isCredit = entry.credit > 0;
        const creditUsed = Math.max(0, -entry.balance);
        return (
          <Paper key={entry.entryId} component="li" withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {postedTime(entry.postedAt)}
                </Text>
                <Badge variant="light" color={kindColor[entry.kind]} miw="max-content">
                  {t(`kinds.${entry.kind}`)}
                </Badge>
              </Group>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {entry.description}
              </Text>
              <Text size="xs" ff="monospace" c="dimmed">
                {entry.reference}
              </Text>
              <Group justify="space-between" align="flex-end" gap="xs">
                <div>
                  <Text size="xs" c="dimmed">
                    {isCredit ? t('table.credit') : t('table.debit')}
                  </Text>
                  <Text size="sm" fw={700} c={isCredit ? 'green.8' : undefined}>
                    {money(isCredit ? entry.credit : entry.debit, entry.currency)}
                  </Text>
                </div>
                <div style={{ textAlign: 'right' }}>
                  <Text size="xs" c="dimmed">
                    {t('table.balance')}
                  </Text>
                  <Text size="sm" fw={700} c={entry.balance < 0 ? 'red.8' : undefined}>
                    {money(entry.balance, entry.currency)}
                  </Text>
                </div>
              </Group>
              {showCreditUsed && creditUsed > 0 ? (
                <Text size="xs" c="orange.9">
                  {t('table.creditUsed')}: {money(creditUsed, entry.currency)}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
