import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, useZonedDateTime } from '../../lib/zoned-time';
import './i18n';

/** A moment in the reader's own zone ('14 Dec 2026, 23:59'), as the hotel pages write the agent's time. */
export function useAgentTime(): (iso: string) => string {
  const zoned = useZonedDateTime();
  const zone = browserTimeZone();
  return (iso) => zoned(iso, zone);
}

/**
 * A hotel deadline in the hotel's own zone, which the hotel's policy counts in, and under it in the reader's zone
 * when that differs, so an agent in Dhaka knows when a Dubai deadline falls for them.
 */
export function HotelTime({
  at,
  timeZone,
  strong = true,
}: {
  at: string;
  timeZone: string;
  strong?: boolean;
}) {
  const { t } = useTranslation('hotelParts');
  const zoned = useZonedDateTime();
  const agentZone = browserTimeZone();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={strong ? 600 : undefined}>
        {t('policy.hotelTime', { time: zoned(at, timeZone), zone: timeZone })}
      </Text>
      {agentZone !== timeZone ? (
        <Text size="xs" c="dimmed">
          {t('policy.yourTime', { time: zoned(at, agentZone), zone: agentZone })}
        </Text>
      ) : null}
    </Stack>
  );
}
