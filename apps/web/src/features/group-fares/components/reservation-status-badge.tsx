import type { BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@portal/contracts';
import { StatusBadge } from '../../../components/status-badge';
import { requestStatusColor } from '../../../components/request-status-color';

/** A reservation's status in the colour every request of that status has. */
export function ReservationStatusBadge({
  status,
  size = 'md',
  testId,
}: {
  status: string;
  size?: BadgeProps['size'];
  testId?: string;
}) {
  const { t } = useTranslation('groupFares');
  return (
    <StatusBadge color={requestStatusColor[status as RequestStatus] ?? 'gray'} size={size} testId={testId}>
      {t(`status.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}
