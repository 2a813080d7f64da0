import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '@portal/contracts';

export const statusColor: Record<DepositStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('deposit');
  return (
    <Badge variant="light" color={statusColor[status]} miw="max-content">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
