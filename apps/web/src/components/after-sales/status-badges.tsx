import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus, TicketStatus } from '@portal/contracts';
import './i18n';

const ticketColor: Record<TicketStatus, string> = {
  Issued: 'green',
  Voided: 'gray',
  Refunded: 'cyan',
  PartlyRefunded: 'teal',
  Exchanged: 'grape',
  InProcess: 'blue',
};

const requestColor: Record<RequestStatus, string> = {
  Requested: 'yellow',
  CorrectionAsked: 'orange',
  Quoted: 'orange',
  Accepted: 'blue',
  InProcess: 'blue',
  Completed: 'green',
  Rejected: 'red',
  Cancelled: 'gray',
  Expired: 'gray',
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
    <Badge size={size} variant="light" color={ticketColor[status]} miw="max-content" data-testid={testId}>
      {t(`ticketStatus.${status}`)}
    </Badge>
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
    <Badge size={size} variant="light" color={requestColor[status]} miw="max-content" data-testid={testId}>
      {t(`requestStatus.${status}`)}
    </Badge>
  );
}
