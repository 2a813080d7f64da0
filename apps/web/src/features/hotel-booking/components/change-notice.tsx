import type { ReactNode } from 'react';
import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelRate, HotelRateCheck } from '@portal/contracts';
import { freePeriodEnded } from '../../../components/hotel/deadline';
import { FigureRows } from '../../../components/hotel/figure-rows';
import { useAgentTime } from '../../../components/hotel/hotel-time';
import { useClock } from '../../../components/hotel/use-clock';
import { useHotelMoney } from '../../../components/hotel/use-hotel-money';
import '../i18n';

/**
 * The price check found the price, the policy or both moved since the agent chose the rate: the rate as it was and
 * as it is now, side by side, what moved in bold, and the agent's acceptance (`accept`, the form's box) below.
 */
export function ChangeNotice({ check, accept }: { check: HotelRateCheck; accept: ReactNode }) {
  const { t } = useTranslation('hotelBooking');
  const priceMoved = check.outcome === 'PriceChanged' || check.outcome === 'PriceAndPolicyChanged';
  const policyMoved = check.outcome === 'PolicyChanged' || check.outcome === 'PriceAndPolicyChanged';
  return (
    <Alert
      color="orange"
      variant="light"
      title={t(`change.title.${check.outcome}`)}
      data-testid="hotel-change"
    >
      <Stack gap="sm">
        <Text size="sm">{t('change.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <RateSide
            title={t('change.before')}
            rate={check.previous}
            priceMoved={priceMoved}
            policyMoved={policyMoved}
          />
          <RateSide
            title={t('change.now')}
            rate={check.rate}
            priceMoved={priceMoved}
            policyMoved={policyMoved}
            now
          />
        </SimpleGrid>
        {accept}
      </Stack>
    </Alert>
  );
}

function RateSide({
  title,
  rate,
  priceMoved,
  policyMoved,
  now = false,
}: {
  title: string;
  rate: HotelRate;
  priceMoved: boolean;
  policyMoved: boolean;
  now?: boolean;
}) {
  const { t } = useTranslation('hotelBooking');
  const money = useHotelMoney();
  const agentTime = useAgentTime();
  const clock = useClock();
  return (
    <Paper withBorder radius="sm" p="sm" bg={now ? 'var(--mantine-color-body)' : 'transparent'}>
      <Stack gap={6}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {title}
        </Text>
        <FigureRows
          rows={[
            { label: t('change.total'), value: money(rate.price.total), strong: priceMoved },
            { label: t('change.perNight'), value: money(rate.price.perNight) },
          ]}
        />
        <Text size="sm" fw={policyMoved ? 700 : undefined}>
          {rate.policy.text}
        </Text>
        {rate.policy.freeUntil ? (
          <Text size="xs" c="dimmed">
            {t(freePeriodEnded(rate.policy.freeUntil, clock) ? 'change.freeEnded' : 'change.freeUntil', {
              time: agentTime(rate.policy.freeUntil),
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
