import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FareBreakdown, PricedItinerary } from '@portal/contracts';
import { useCountdown } from '../hooks/use-countdown';
import { BookingTimer } from './booking-timer';
import { BookingWarnings } from './booking-warnings';
import { FareSummary, type FareTotals } from './fare-summary';
import { PriceChangeAlert } from './price-change-alert';
import { SessionExpiredModal } from './session-expired-modal';
import { TravelSummary } from './travel-summary';
import classes from './booking.module.css';

interface BookingLayoutProps {
  priced: PricedItinerary;
  backTo: string;
  booked: boolean;
  priceAccepted: boolean;
  onAcceptPrice: () => void;
  onRefusePrice: () => void;
  showTravel: boolean;
  breakdown: FareBreakdown[];
  totals: FareTotals;
  children: ReactNode;
}

/**
 * The page around the steps: title and timer on top, the warnings, the steps (or first the price change to accept)
 * and the travel and fare summaries beside them on wide screens, below on narrow ones. When the priced
 * itinerary's time runs out before the booking is made, the session-expired modal takes over.
 */
export function BookingLayout(props: BookingLayoutProps) {
  const { priced, booked } = props;
  const { t } = useTranslation('flightBooking');
  const remaining = useCountdown(priced.expiresAt, !booked);
  const expired = !booked && remaining <= 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="center" className={classes.head}>
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {t('title')}
        </Title>
        {booked ? null : <BookingTimer remainingMs={remaining} />}
      </Group>
      {booked ? null : <BookingWarnings priced={priced} />}
      <div className={classes.layout}>
        <div>
          {props.priceAccepted ? (
            props.children
          ) : (
            <PriceChangeAlert
              outcome={priced.reprice}
              onAccept={props.onAcceptPrice}
              onRefuse={props.onRefusePrice}
            />
          )}
        </div>
        <aside className={classes.side} aria-label={t('summaries')}>
          {props.showTravel ? <TravelSummary details={priced.details} /> : null}
          <FareSummary breakdown={props.breakdown} totals={props.totals} />
        </aside>
      </div>
      <SessionExpiredModal opened={expired} backTo={props.backTo} />
    </Stack>
  );
}
