import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestEvent } from '@portal/contracts';
import { useTenantDateTime } from '../../lib/use-tenant-time';
import { VisaStatusBadge } from './visa-status-badge';
import './i18n';

/** The application's history (ShowVisaBookingHistory), oldest first: what happened, who acted and when, the note. */
export function VisaHistory({ history }: { history: readonly RequestEvent[] }) {
  const { t } = useTranslation('visaParts');
  const time = useTenantDateTime();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-history-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="visa-history-title">
          {t('history.title')}
        </Title>
        <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
          {history.map((event, index) => (
            <Timeline.Item
              key={`${event.at}-${index}`}
              title={
                <Text size="sm" fw={600} span>
                  {t(`history.actions.${event.action}`, { defaultValue: event.action })}{' '}
                  <VisaStatusBadge status={event.status} size="xs" />
                </Text>
              }
              data-testid="visa-history-event"
            >
              <Text size="xs" c="dimmed">
                {time(event.at)} ·{' '}
                {t('history.by', { name: event.by, side: t(`history.sides.${event.side}`) })}
              </Text>
              {event.note ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {event.note}
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
