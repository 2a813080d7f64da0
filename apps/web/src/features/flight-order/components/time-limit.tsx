import { useEffect, useEffectEvent } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../../../lib/format-remaining';
import { useNow } from '../../../lib/use-now';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { issueDeadline } from '../utils/countdown';

/**
 * A held order's time limit and the time left to issue it, ticking. When it runs out the order is read again, so
 * the page shows it Expired (the scheduler's work) instead of offering an issue that would be refused. The limit
 * can be read again from the airline, which may have moved it.
 */
export function TimeLimit({
  timeLimit,
  onLapsed,
  onRefresh,
  refreshing,
}: {
  timeLimit: string;
  onLapsed: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('flightOrder');
  const { t: tx } = useTranslation('flightOrderExtras');
  const time = useTenantDateTime();
  const deadline = issueDeadline(timeLimit);
  const now = useNow(true);
  const left = deadline - now;
  const lapsed = left <= 0;
  const notify = useEffectEvent(onLapsed);
  useEffect(() => {
    if (lapsed) notify();
  }, [lapsed]);

  return (
    <Alert color={lapsed ? 'red' : left < 30 * 60_000 ? 'orange' : 'yellow'} variant="light" p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            {t('timeLimit.label')}{' '}
            <Text span fw={700}>
              {time(timeLimit)}
            </Text>
          </Text>
          {lapsed ? null : (
            <Button variant="subtle" size="compact-xs" onClick={onRefresh} loading={refreshing}>
              {tx('refresh.action')}
            </Button>
          )}
        </Group>
        {lapsed ? (
          <Text size="sm" fw={700} c="red.8">
            {t('timeLimit.lapsed')}
          </Text>
        ) : (
          <Text size="sm">
            {t('timeLimit.left')}{' '}
            <Text span fw={700} ff="monospace" data-testid="time-left">
              {formatRemaining(left)}
            </Text>
          </Text>
        )}
      </Group>
    </Alert>
  );
}
