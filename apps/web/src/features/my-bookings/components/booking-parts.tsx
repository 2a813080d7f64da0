import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyBooking } from '@portal/contracts';
import { OpenOrderButton } from '../../../components/open-order-button';
import { OrderReferenceLink } from '../../../components/order-reference-link';
import { useAirlineNames } from '../../../components/flight-search/api/get-airline-options';
import { useLedgerMoney } from '../../../lib/use-ledger-money';

export const routeText = (booking: Pick<MyBooking, 'route'>) => booking.route.join(' → ');

/** The booking's reference, opening its order page. */
export function ReferenceLink({ booking }: { booking: MyBooking }) {
  const { t } = useTranslation('myBookings');
  return (
    <OrderReferenceLink
      reference={booking.orderReference}
      name={t('list.openOrder', { reference: booking.orderReference })}
    />
  );
}

export function OpenButton({ booking }: { booking: MyBooking }) {
  const { t } = useTranslation('myBookings');
  return (
    <OpenOrderButton
      reference={booking.orderReference}
      label={t('list.open')}
      name={t('list.openOrder', { reference: booking.orderReference })}
    />
  );
}

/** The lead traveller and how many more travel with them. */
export function Travellers({ booking }: { booking: MyBooking }) {
  const { t } = useTranslation('myBookings');
  const more = booking.passengerCount - 1;
  return (
    <Text size="sm" span>
      {booking.leadPassenger}
      {more > 0 ? (
        <Text span size="xs" c="dimmed">
          {' '}
          {t('list.morePassengers', { count: more })}
        </Text>
      ) : null}
    </Text>
  );
}

/** The validating airline's code, with its name when known. */
export function AirlineName({ code }: { code: string }) {
  const name = useAirlineNames()(code);
  return (
    <Text size="sm" span>
      {name !== code ? `${name} (${code})` : code}
    </Text>
  );
}

/** What the wallet paid and, for a partly paid order, what is still due. */
export function PaidAndDue({
  booking,
  align,
  size = 'sm',
}: {
  booking: MyBooking;
  align?: 'right';
  size?: 'sm' | 'xs';
}) {
  const { t } = useTranslation('myBookings');
  const money = useLedgerMoney();
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      <Text size={size} c={size === 'xs' ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {t('list.paid', { amount: money(booking.paid.amount, booking.paid.currency) })}
      </Text>
      {booking.due.amount > 0 ? (
        <Text size="xs" c="red.8" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {t('list.due', { amount: money(booking.due.amount, booking.due.currency) })}
        </Text>
      ) : null}
    </Stack>
  );
}
