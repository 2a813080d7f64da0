import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelDeadline } from '@portal/contracts';
import { deadlineText } from './deadline';
import { useAgentTime } from './hotel-time';
import './i18n';

/**
 * A booking's next deadline in a list ("Free cancellation ends in 20 h", "Pay by 14 Dec 2026, 18:00"), marked when
 * it falls within the alert window. `now` is the list's clock, so every row counts from the same moment.
 */
export function HotelDeadlineFlag({ deadline, now }: { deadline: HotelDeadline; now: number }) {
  const { t } = useTranslation('hotelParts');
  const agentTime = useAgentTime();
  const text = deadlineText(deadline, now);
  const label =
    'at' in text
      ? t(text.key, { time: agentTime(text.at) })
      : 'count' in text
        ? t(text.key, { count: text.count })
        : t(text.key);
  return (
    <Text
      size="xs"
      fw={deadline.soon ? 700 : undefined}
      c={deadline.soon ? 'orange.9' : 'dimmed'}
      data-testid="hotel-deadline"
    >
      {label}
    </Text>
  );
}
