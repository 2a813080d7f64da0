import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotelBookingMessage } from '@portal/contracts';
import { useAgentTime } from '../../../components/hotel/hotel-time';
import { formatRemaining } from '../../../lib/format-remaining';
import { useCountdown } from '../../../lib/use-countdown';
import '../i18n';

/**
 * How long the checked price holds, ticking; once it lapses the booking would be refused, so the agent is asked to
 * check the price again (a new check, the boxes keep what was typed).
 */
export function CheckExpiry({
  expiresAt,
  onLapsed,
  onCheckAgain,
  checking,
}: {
  expiresAt: string;
  onLapsed: () => void;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation('hotelBooking');
  const agentTime = useAgentTime();
  const { left, lapsed } = useCountdown(expiresAt, onLapsed);

  if (lapsed) {
    return (
      <CheckAgainAlert
        message={HotelBookingMessage.checkExpired}
        onCheckAgain={onCheckAgain}
        checking={checking}
      />
    );
  }
  return (
    <Text size="sm" c={left < 60_000 ? 'orange.9' : 'dimmed'} data-testid="hotel-check-expiry">
      {t('checkExpiry.holds', { time: agentTime(expiresAt) })}{' '}
      <Text span ff="monospace" fw={700}>
        {formatRemaining(left)}
      </Text>
    </Text>
  );
}

/** A lapsed or refused check, with the button that checks the price again. */
export function CheckAgainAlert({
  message,
  onCheckAgain,
  checking,
}: {
  message: string;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation('hotelBooking');
  return (
    <Alert color="orange" role="alert" title={t('checkExpiry.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="orange" onClick={onCheckAgain} loading={checking}>
          {t('checkExpiry.checkAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
