import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OnlineIssueFailedAction, type FlightOrder, type OnlineIssueResultCode } from '@portal/contracts';
import { useOrderHistory } from '../api/get-order-history';
import '../online-i18n';

/**
 * What the page says when the payer comes back from the checkout (?paymentId=&code=): a payment received and what
 * became of the booking (issued, being completed by the operators, or not issued and why, from the history's last
 * 'OnlineIssueFailed' note), or a payment not completed.
 */
export function OnlinePaymentNotice({
  order,
  code,
  canReadHistory,
  onDismiss,
}: {
  order: FlightOrder;
  code: OnlineIssueResultCode;
  canReadHistory: boolean;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('flightOrderOnline');
  const received = code === 'success';
  const settled = order.status === 'Confirmed' || order.status === 'InProgress';
  const history = useOrderHistory(order.orderReference, received && !settled && canReadHistory);
  const failure = history.data?.events.findLast((event) => event.action === OnlineIssueFailedAction);

  const closeProps = {
    withCloseButton: true,
    onClose: onDismiss,
    closeButtonLabel: t('notice.dismiss'),
  };
  if (!received) {
    return (
      <Alert color="orange" role="alert" title={t('notice.notCompleted')} {...closeProps}>
        {t('notice.notCompletedBody')}
      </Alert>
    );
  }
  let outcome: string;
  if (order.status === 'Confirmed') outcome = t('notice.confirmed');
  else if (order.status === 'InProgress') outcome = t('notice.inProgress');
  else if (failure?.note) outcome = t('notice.notIssued', { reason: failure.note.replace(/\.$/, '') });
  else if (history.isPending && canReadHistory) outcome = '';
  else outcome = failure || !canReadHistory ? t('notice.notIssuedPlain') : t('notice.waiting');
  return (
    <Alert
      color={order.status === 'Confirmed' ? 'green' : 'yellow'}
      role="status"
      title={t('notice.received')}
      {...closeProps}
    >
      <Text size="sm">{outcome}</Text>
    </Alert>
  );
}
