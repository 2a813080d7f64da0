import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFareReservation } from '@portal/contracts';
import { formatRemaining } from '../../../lib/format-remaining';
import { useCountdown } from '../../../lib/use-countdown';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

/**
 * The time left before the deadline that matters now, ticking: the hold's end while Reserved (the seats go back
 * when it runs out), else the next of names, balance and ticketing. When it runs out the page reads the
 * reservation again, since the scheduler will have moved it.
 */
export function ReservationCountdown({
  deadline,
  onLapsed,
}: {
  deadline: NonNullable<GroupFareReservation['nextDeadline']>;
  onLapsed: () => void;
}) {
  const { t } = useTranslation('groupFares');
  const time = useTenantDateTime();
  const { left, lapsed } = useCountdown(deadline.at, onLapsed);
  const urgent = left < 10 * 60_000;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={urgent ? 'var(--mantine-color-orange-light)' : undefined}
      data-testid="reservation-countdown"
    >
      <Group justify="space-between" gap="sm">
        <Stack gap={0}>
          <Text size="sm" fw={700}>
            {t(`countdown.title.${deadline.kind}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('countdown.at', { time: time(deadline.at) })}
          </Text>
        </Stack>
        <Text
          ff="monospace"
          fw={800}
          fz={{ base: 22, sm: 26 }}
          c={urgent ? 'orange.9' : undefined}
          role="timer"
          aria-label={t('countdown.left', { left: formatRemaining(left) })}
        >
          {lapsed ? t('countdown.lapsed') : formatRemaining(left)}
        </Text>
      </Group>
    </Paper>
  );
}
