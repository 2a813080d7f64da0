import { useTranslation } from 'react-i18next';
import type { RequestEvent } from '@portal/contracts';
import { RequestStatusBadge } from '../../../components/after-sales/status-badges';
import { RequestHistoryTimeline } from '../../../components/request-history-timeline';

/** The request's history as the agency sees it: the operators act as the support team. */
export function RequestHistory({ history }: { history: RequestEvent[] }) {
  const { t } = useTranslation('afterSales');
  return (
    <RequestHistoryTimeline
      history={history}
      headingId="history-title"
      title={t('history.title')}
      actionLabel={(action) => t(`history.action.${action}`, { defaultValue: action })}
      who={(event) =>
        event.side === 'System'
          ? t('history.system')
          : event.side === 'Operator'
            ? t('history.supportTeam')
            : event.by
      }
      statusBadge={(status) => <RequestStatusBadge status={status} size="xs" />}
    />
  );
}
