import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDueStatus } from '@portal/contracts';

const statusColor: Record<OrderDueStatus, string> = { open: 'blue', overdue: 'red', settled: 'green' };

export function DueStatusBadge({ status }: { status: OrderDueStatus }) {
  const { t } = useTranslation('partialPayment');
  return (
    <Badge variant={status === 'overdue' ? 'filled' : 'light'} color={statusColor[status]} miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
