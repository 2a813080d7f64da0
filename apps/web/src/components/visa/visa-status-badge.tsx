import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@portal/contracts';
import './i18n';

/** One colour per status, so an application reads the same in the queues, on its page and on the desk. */
const statusColor: Record<RequestStatus, string> = {
  Requested: 'blue',
  CorrectionAsked: 'orange',
  Quoted: 'yellow',
  Accepted: 'cyan',
  InProcess: 'grape',
  Completed: 'green',
  Rejected: 'red',
  Cancelled: 'gray',
  Expired: 'gray',
};

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
    <Badge size={size} variant="light" color={statusColor[status]} miw="max-content" data-testid={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}
