import { useEffect, useEffectEvent } from 'react';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../../lib/format-remaining';
import { useNow } from '../../lib/use-now';
import { browserTimeZone, useZonedDateTime } from '../../lib/zoned-time';
import './i18n';

/**
 * The void window of an order's tickets: when it closes, in the ticketing office's zone and in the reader's own when
 * that differs, and the time left, ticking. When it runs out `onLapsed` reads the tickets again, so Void is no
 * longer offered.
 */
export function VoidWindow({
  deadline,
  officeTimeZone,
  onLapsed,
}: {
  deadline: string;
  officeTimeZone: string;
  onLapsed: () => void;
}) {
  const { t } = useTranslation('afterSalesTickets');
  const zoned = useZonedDateTime();
  const now = useNow(true);
  const left = Date.parse(deadline) - now;
  const lapsed = left <= 0;
  const notify = useEffectEvent(onLapsed);
  useEffect(() => {
    if (lapsed) notify();
  }, [lapsed]);
  const agentZone = browserTimeZone();

  if (lapsed) {
    return (
      <Alert color="gray" variant="light" p="sm">
        <Text size="sm">{t('voidWindow.closed')}</Text>
      </Alert>
    );
  }
  return (
    <Alert color={left < 60 * 60_000 ? 'orange' : 'yellow'} variant="light" p="sm" data-testid="void-window">
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('voidWindow.open', { time: zoned(deadline, officeTimeZone), zone: officeTimeZone })}
          </Text>
          {agentZone !== officeTimeZone ? (
            <Text size="xs" c="dimmed">
              {t('voidWindow.yours', { time: zoned(deadline, agentZone), zone: agentZone })}
            </Text>
          ) : null}
        </Stack>
        <Text size="sm">
          {t('voidWindow.left')}{' '}
          <Text span fw={700} ff="monospace" data-testid="void-time-left">
            {formatRemaining(left)}
          </Text>
        </Text>
      </Group>
    </Alert>
  );
}
