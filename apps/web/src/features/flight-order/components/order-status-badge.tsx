import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrderStatus } from '@portal/contracts';

const statusColor: Record<FlightOrderStatus, string> = {
  OnHold: 'yellow',
  Pending: 'gray',
  InProgress: 'blue',
  Unconfirmed: 'grape',
  Confirmed: 'green',
  Cancelled: 'red',
  Expired: 'gray',
};

export function OrderStatusBadge({ status, size = 'lg' }: { status: FlightOrderStatus; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('flightOrder');
  return (
    <Badge
      size={size}
      variant="light"
      color={statusColor[status]}
      miw="max-content"
      data-testid="order-status"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
