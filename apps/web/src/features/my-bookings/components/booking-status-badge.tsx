import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrderStatus } from '@portal/contracts';

const statusColor: Record<FlightOrderStatus, string> = {
  OnHold: 'orange',
  Pending: 'blue',
  InProgress: 'blue',
  Unconfirmed: 'blue',
  Confirmed: 'green',
  Cancelled: 'gray',
  Expired: 'red',
};

export function BookingStatusBadge({ status }: { status: FlightOrderStatus }) {
  const { t } = useTranslation('myBookings');
  return (
    <Badge variant="light" color={statusColor[status]} miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
