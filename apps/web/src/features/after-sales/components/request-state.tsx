import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AfterSalesRequest } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { requestStatusColor } from '../../../components/request-status-color';

/** Where the request stands and who acts next, in a sentence; a completed one says what reached the wallet. */
export function RequestState({ request }: { request: AfterSalesRequest }) {
  const { t } = useTranslation('afterSales');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const lastNote = [...request.history].reverse().find((event) => event.note)?.note ?? null;

  let text: string;
  switch (request.status) {
    // A visa application's status: never an after-sales request's, read as still with the provider.
    case 'CorrectionAsked':
    case 'Requested':
      text = t(`state.requested.${request.mode}`);
      break;
    case 'Quoted':
      text = request.quote?.state === 'Current' ? t('state.quoted') : t(`state.expired.${request.mode}`);
      break;
    case 'Expired':
      text = t(`state.expired.${request.mode}`);
      break;
    // Reserved, DepositPaid, Named: a special-fare reservation's statuses, never an after-sales request's.
    case 'Accepted':
    case 'InProcess':
    case 'Reserved':
    case 'DepositPaid':
    case 'Named':
      text = t('state.inProcess');
      break;
    case 'Completed':
      text = request.settled
        ? t(request.settled.amount >= 0 ? 'state.completedCredited' : 'state.completedPaid', {
            time: time(request.updatedAt),
            amount: money(Math.abs(request.settled.amount), request.settled.currency),
          })
        : t('state.completed', { time: time(request.updatedAt) });
      break;
    case 'Rejected':
      text = t('state.rejected');
      break;
    case 'Cancelled':
    case 'Released':
      text = t('state.cancelled');
      break;
  }
  return (
    <Alert
      color={requestStatusColor[request.status]}
      variant="light"
      role="status"
      data-testid="request-state"
    >
      <Text size="sm">{text}</Text>
      {request.status === 'Rejected' && lastNote ? (
        <Text size="sm" mt={4}>
          {t('state.rejectedWhy', { note: lastNote })}
        </Text>
      ) : null}
    </Alert>
  );
}
