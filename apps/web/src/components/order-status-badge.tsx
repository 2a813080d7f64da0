import type { BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrderStatus } from '@portal/contracts';
import { StatusBadge } from './status-badge';

/** One colour per status on every page, so a booking reads the same in the queue, on its page and at booking. */
const statusColor: Record<FlightOrderStatus, string> = {
  OnHold: 'yellow',
  Pending: 'gray',
  InProgress: 'blue',
  Unconfirmed: 'grape',
  Confirmed: 'green',
  Cancelled: 'red',
  Expired: 'gray',
};

/** A flight order's status as a badge, named from the shared labels (common `orderStatus`). */
export function OrderStatusBadge({
  status,
  size = 'md',
  testId,
}: {
  status: FlightOrderStatus;
  size?: BadgeProps['size'];
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <StatusBadge size={size} color={statusColor[status]} testId={testId}>
      {t(`orderStatus.${status}`)}
    </StatusBadge>
  );
}
