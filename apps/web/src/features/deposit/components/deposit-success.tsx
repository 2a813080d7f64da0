import { useEffect, useRef } from 'react';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DepositView } from '@portal/contracts';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { DepositStatusBadge } from './deposit-status-badge';

/** The request was received: its reference, its Pending status and what happens next. */
export function DepositSuccess({ deposit, onAnother }: { deposit: DepositView; onAnother: () => void }) {
  const { t } = useTranslation('deposit');
  const labels = usePayInLabels();
  const money = useLedgerMoney();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the agent was at the foot of is gone: bring the confirmation into view and give it the focus.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} role="status" aria-labelledby="deposit-sent">
      <Stack gap="lg" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" radius="xl" size={40} aria-hidden="true">
            <svg
              width={22}
              height={22}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
            >
              <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ThemeIcon>
          <Title
            order={2}
            size="h3"
            id="deposit-sent"
            ref={heading}
            tabIndex={-1}
            style={{ outline: 'none' }}
          >
            {t('success.title')}
          </Title>
        </Group>
        <Text>{t('success.body')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="dl" m={0} w="100%">
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('success.reference')}
            </Text>
            <Text component="dd" m={0} ff="monospace" fw={700} fz="lg" data-testid="deposit-reference">
              {deposit.reference}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('success.status')}
            </Text>
            <dd style={{ margin: 0 }}>
              <DepositStatusBadge status={deposit.status} />
            </dd>
          </div>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('success.amount')}
            </Text>
            <Text component="dd" m={0} fw={700}>
              {money(deposit.amount, deposit.currency)}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('success.method')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {labels.method(deposit.method)}
            </Text>
          </div>
        </SimpleGrid>
        <Group gap="sm">
          <Button component={Link} to={`/deposit-list?search=${encodeURIComponent(deposit.reference)}`}>
            {t('success.toList')}
          </Button>
          <Button variant="default" onClick={onAnother}>
            {t('success.another')}
          </Button>
        </Group>
        <Anchor component={Link} to="/deposit-list" size="sm">
          {t('success.allDeposits')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
