import type { BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus, TicketStatus } from '@portal/contracts';
import './i18n';
import { StatusBadge } from '../status-badge';
import { requestStatusColor } from '../request-status-color';

const ticketColor: Record<TicketStatus, string> = {
  Issued: 'green',
  Voided: 'gray',
  Refunded: 'cyan',
  PartlyRefunded: 'teal',
  Exchanged: 'grape',
  InProcess: 'blue',
};

/** A ticket's state at the airline, the same colour on the order page and the request pages. */
export function TicketStatusBadge({
  status,
  size = 'sm',
  testId,
}: {
  status: TicketStatus;
  size?: BadgeProps['size'];
  testId?: string;
}) {
  const { t } = useTranslation('afterSalesTickets');
  return (
    <StatusBadge size={size} color={ticketColor[status]} testId={testId}>
      {t(`ticketStatus.${status}`)}
    </StatusBadge>
  );
}

/** An after-sales request's status, the same colour in the queues and on the request's pages. */
export function RequestStatusBadge({
  status,
  size = 'md',
  testId,
}: {
  status: RequestStatus;
  size?: BadgeProps['size'];
  testId?: string;
}) {
  const { t } = useTranslation('afterSalesTickets');
  return (
    <StatusBadge size={size} color={requestStatusColor[status]} testId={testId}>
      {t(`requestStatus.${status}`)}
    </StatusBadge>
  );
}
