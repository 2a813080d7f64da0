import { Badge } from '@mantine/core';
import type { DepositStatus } from '@portal/contracts';
import { usePayInLabels } from '../../../lib/pay-in-labels';

export const statusColor: Record<DepositStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const labels = usePayInLabels();
  return (
    <Badge variant="light" color={statusColor[status]} miw="max-content">
      {labels.status(status)}
    </Badge>
  );
}
