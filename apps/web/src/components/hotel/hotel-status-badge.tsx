import type { BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelBookingStatus } from '@portal/contracts';
import './i18n';
import { StatusBadge } from '../status-badge';

/** One colour per status, so a hotel booking reads the same in the queue, on its page and on the desk. */
const statusColor: Record<HotelBookingStatus, string> = {
  OnHold: 'yellow',
  Confirmed: 'green',
  UnConfirmed: 'grape',
  Cancelled: 'red',
  Refused: 'red',
  Expired: 'gray',
};

export function HotelStatusBadge({
  status,
  size = 'md',
  testId,
}: {
  status: HotelBookingStatus;
  size?: BadgeProps['size'];
  testId?: string;
}) {
  const { t } = useTranslation('hotelParts');
  return (
    <StatusBadge size={size} color={statusColor[status]} testId={testId}>
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
