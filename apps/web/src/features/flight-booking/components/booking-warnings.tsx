import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PricedItinerary } from '@portal/contracts';

/**
 * The warnings that apply to this booking: a low instant-purchase (Web) fare cannot be held, and children booked
 * without an adult travel alone (the search never allows it, so this only shows for data from elsewhere).
 */
export function BookingWarnings({ priced }: { priced: PricedItinerary }) {
  const { t } = useTranslation('flightBooking');
  const onlyChildren = priced.passengers.childAges.length > 0 && priced.passengers.adults === 0;
  if (priced.canHold && !onlyChildren) return null;
  return (
    <Stack gap="xs">
      {!priced.canHold ? (
        <Alert color="orange" title={t('warnings.lowPriceTitle')}>
          {t('warnings.lowPrice')}
        </Alert>
      ) : null}
      {onlyChildren ? (
        <Alert color="blue" title={t('warnings.onlyChildTitle')}>
          {t('warnings.onlyChild')}
        </Alert>
      ) : null}
    </Stack>
  );
}
