import type { ReactNode } from 'react';
import { useId } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelCancellationPolicy } from '@portal/contracts';
import { freePeriodEnded } from './deadline';
import { useHotelMoney } from './use-hotel-money';
import { useClock } from './use-clock';
import { HotelTime } from './hotel-time';
import './i18n';

/**
 * A rate's cancellation policy: refundable or not, the policy in plain words, until when cancelling is free (or
 * when that ended, for a stay booked close to check-in) and what each later tier charges, every moment in the
 * hotel's time and the agent's.
 */
export function HotelPolicyBlock({
  policy,
  timeZone,
  title,
  children,
}: {
  policy: HotelCancellationPolicy;
  /** The hotel's zone, which the policy's deadlines are counted in. */
  timeZone: string;
  title?: string;
  /** What follows the policy where it is shown (a warning, a confirmation box). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('hotelParts');
  const money = useHotelMoney();
  const headingId = useId();
  const now = useClock();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id={headingId}>
            {title ?? t('policy.title')}
          </Title>
          <Badge variant="light" color={policy.refundable ? 'green' : 'red'} data-testid="hotel-refundable">
            {policy.refundable ? t('policy.refundable') : t('policy.nonRefundable')}
          </Badge>
        </Group>
        <Text size="sm" data-testid="hotel-policy-text">
          {policy.text}
        </Text>
        {policy.freeUntil ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {freePeriodEnded(policy.freeUntil, now) ? t('policy.freeEnded') : t('policy.freeUntil')}
            </Text>
            <HotelTime at={policy.freeUntil} timeZone={timeZone} />
          </Stack>
        ) : policy.refundable ? (
          <Text size="sm" c="dimmed">
            {t('policy.noFreePeriod')}
          </Text>
        ) : null}
        {policy.tiers.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('policy.tiers')}
            </Text>
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {policy.tiers.map((tier) => (
                <Stack component="li" key={tier.from} gap={0}>
                  <Text size="sm" fw={600}>
                    {t('policy.tierCharge', { amount: money(tier.penalty) })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('policy.from')}
                  </Text>
                  <HotelTime at={tier.from} timeZone={timeZone} strong={false} />
                </Stack>
              ))}
            </Stack>
          </Stack>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
