import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../../../lib/format-remaining';
import { useCountdown } from '../../../lib/use-countdown';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

/**
 * How long a quote can still be accepted, ticking; when it runs out `onLapsed` reads the request again, so the page
 * offers a new quote instead of an accept the server would refuse.
 */
export function QuoteExpiry({ expiresAt, onLapsed }: { expiresAt: string; onLapsed: () => void }) {
  const { t } = useTranslation('afterSales');
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
    <Text size="sm" c={left < 3 * 60_000 ? 'red.8' : undefined}>
      {t('quote.validUntil', { time: time(expiresAt) })}{' '}
      <Text span fw={700} ff="monospace" data-testid="quote-time-left">
        {formatRemaining(left)}
      </Text>
    </Text>
  );
}
