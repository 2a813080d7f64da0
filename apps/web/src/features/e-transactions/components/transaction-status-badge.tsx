import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentStatus, OnlinePaymentView } from '@portal/contracts';

const statusColor: Record<OnlinePaymentStatus, string> = {
  pending: 'blue',
  paid: 'green',
  failed: 'red',
  cancelled: 'gray',
  expired: 'orange',
};

/** What became of a payment; a failed one tells why on hover. */
export function TransactionStatusBadge({ payment }: { payment: OnlinePaymentView }) {
  const { t } = useTranslation('eTransactions');
  return (
    <Badge color={statusColor[payment.status]} variant="light" title={payment.failureReason ?? undefined}>
      {t(`statuses.${payment.status}`)}
    </Badge>
  );
}
