import type { BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@portal/contracts';
import './i18n';
import { StatusBadge } from '../status-badge';
import { requestStatusColor } from '../request-status-color';

/** A holiday request's status in the words of its tabs (New, Quoted, Confirmed…), the same on both sides. */
export function HolidayStatusBadge({
  status,
  size = 'md',
  testId,
}: {
  status: RequestStatus;
  size?: BadgeProps['size'];
  testId?: string;
}) {
  const { t } = useTranslation('holidayParts');
  return (
    <StatusBadge size={size} color={requestStatusColor[status]} testId={testId}>
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
