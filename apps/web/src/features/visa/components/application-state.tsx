import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaApplication } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import '../application-i18n';

const colour: Record<string, string> = {
  Requested: 'blue',
  CorrectionAsked: 'orange',
  InProcess: 'grape',
  Completed: 'green',
  Rejected: 'red',
  Cancelled: 'gray',
};

/** Where the application stands and who acts next, in a sentence. */
export function ApplicationState({ application }: { application: VisaApplication }) {
  const { t } = useTranslation('visa');
  const money = useMoney();
  const time = useTenantDateTime();
  const day = useCalendarDay();
  const { status } = application;
  let text: string;
  switch (status) {
    case 'Requested':
      text = t('order.state.received');
      break;
    case 'CorrectionAsked':
      text = application.can.correct ? t('order.state.correction') : t('order.state.correctionNoRight');
      break;
    case 'InProcess':
      text = t('order.state.submitted', {
        count: application.product.processingDays,
        date: day(application.travelDate),
      });
      break;
    case 'Completed':
      text = t('order.state.approved');
      break;
    case 'Rejected':
      text = t('order.state.rejected');
      break;
    case 'Cancelled':
      text = application.refund
        ? t('order.state.cancelledRefund', {
            amount: money(application.refund.amount),
            time: time(application.refund.refundedAt),
          })
        : t('order.state.cancelled');
      break;
    default:
      text = t('order.state.other');
  }
  return (
    <Alert color={colour[status] ?? 'gray'} variant="light" role="status" data-testid="visa-state">
      <Text size="sm">{text}</Text>
      {application.closingNote && (status === 'Rejected' || status === 'Cancelled') ? (
        <Text size="sm" mt={4}>
          {t('order.state.note', { note: application.closingNote })}
        </Text>
      ) : null}
    </Alert>
  );
}
