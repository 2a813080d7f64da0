import { useTranslation } from 'react-i18next';
import type { RequestEvent } from '@portal/contracts';
import { RequestHistoryTimeline } from '../request-history-timeline';
import { HolidayStatusBadge } from './holiday-status-badge';
import './i18n';

/** A holiday request's history: the agency sees the operators as the holiday desk, the operators see names. */
export function RequestHistory({ history, side }: { history: RequestEvent[]; side: 'Agency' | 'Operator' }) {
  const { t } = useTranslation('holidayParts');
  return (
    <RequestHistoryTimeline
      history={history}
      headingId="holiday-history"
      title={t('history.title')}
      actionLabel={(action) => t(`history.action.${action}`, { defaultValue: action })}
      who={(event) =>
        event.side === 'System'
          ? t('history.system')
          : event.side === 'Operator' && side === 'Agency'
            ? t('history.desk')
            : event.by
      }
      statusBadge={(status) => <HolidayStatusBadge status={status} size="xs" />}
    />
  );
}
