import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@portal/contracts';
import './i18n';
import { requestStatusColor } from '../request-status-color';

export function VisaStatusBadge({
  status,
  size = 'md',
  testId,
}: {
  status: RequestStatus;
  size?: BadgeProps['size'];
  testId?: string;
}) {
  const { t } = useTranslation('visaParts');
  return (
    <Badge
      size={size}
      variant="light"
      color={requestStatusColor[status]}
      miw="max-content"
      data-testid={testId}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
