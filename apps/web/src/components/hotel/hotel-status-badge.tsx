import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelBookingStatus } from '@portal/contracts';
import './i18n';

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
    <Badge size={size} variant="light" color={statusColor[status]} miw="max-content" data-testid={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}
