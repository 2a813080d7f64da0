import { Badge, Stack, Text, VisuallyHidden, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@portal/contracts';
import { ageParts, SlaMinutes, waitsOnOperators } from '../utils/after-sales-filters';
import { StatusBadge } from '../../../components/status-badge';
import { requestStatusColor } from '../../../components/request-status-color';

export function RequestStatusBadge({
  status,
  size = 'md',
}: {
  status: RequestStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  return (
    <StatusBadge size={size} color={requestStatusColor[status]}>
      {t(`statuses.${status}`)}
    </StatusBadge>
  );
}

/** Automatic: the airline quotes and acts. Manual: the operators quote and the airline's desk acts. */
export function RequestModeBadge({ mode }: { mode: 'Automatic' | 'Manual' }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  return (
    <Badge size="sm" variant={mode === 'Manual' ? 'outline' : 'default'} color="gray" miw="max-content">
      {t(`modes.${mode}`)}
    </Badge>
  );
}

/** Minutes as the SLA column writes them: 45 min, 2 h 5 min, 1 d 3 h. */
export function useAgeText(): (minutes: number) => string {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  return (minutes) => {
    const parts = ageParts(minutes);
    if (parts.days > 0) return t('age.days', parts);
    if (parts.hours > 0) return t('age.hours', parts);
    return t('age.minutes', parts);
  };
}

/**
 * How long a request has waited on the side that must act. While it waits on the operators beyond the SLA it stands
 * out in red with the word "overdue", not by colour alone; a request out with the agency reads dimmed, and a closed
 * one shows nothing.
 */
export function RequestAge({
  ageMinutes,
  status,
  mode,
}: {
  ageMinutes: number;
  status: RequestStatus;
  mode: 'Automatic' | 'Manual';
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const ageText = useAgeText();
  if (status === 'Completed' || status === 'Rejected' || status === 'Cancelled') {
    return (
      <Text span size="sm" c="dimmed">
        <span aria-hidden>—</span>
        <VisuallyHidden>{t('age.closed')}</VisuallyHidden>
      </Text>
    );
  }
  const ours = waitsOnOperators(status, mode);
  if (ours && ageMinutes >= SlaMinutes) {
    return (
      <Badge color="red" variant="filled" miw="max-content" style={{ textTransform: 'none' }}>
        {t('age.overdue', { age: ageText(ageMinutes) })}
      </Badge>
    );
  }
  if (ours) {
    return (
      <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {ageText(ageMinutes)}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {ageText(ageMinutes)}
      </Text>
      <Text span size="xs" c="dimmed">
        {t('age.withAgency')}
      </Text>
    </Stack>
  );
}
