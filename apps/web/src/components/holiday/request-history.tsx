import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestEvent } from '@portal/contracts';
import { useTenantDateTime } from '../../lib/use-tenant-time';
import { HolidayStatusBadge } from './holiday-status-badge';
import './i18n';

/** The request's history, oldest first: what happened, the status it left, who acted and when. */
export function RequestHistory({ history, side }: { history: RequestEvent[]; side: 'Agency' | 'Operator' }) {
  const { t } = useTranslation('holidayParts');
  const time = useTenantDateTime();
  const who = (event: RequestEvent) =>
    event.side === 'System'
      ? t('history.system')
      : event.side === 'Operator' && side === 'Agency'
        ? t('history.desk')
        : event.by;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="holiday-history"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="holiday-history">
          {t('history.title')}
        </Title>
        <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-labelledby="holiday-history">
          {history.map((event, index) => (
            <Timeline.Item
              key={`${event.at}-${index}`}
              title={
                <Text size="sm" fw={600} span>
                  {t(`history.action.${event.action}`, { defaultValue: event.action })}{' '}
                  <HolidayStatusBadge status={event.status} size="xs" />
                </Text>
              }
              data-testid="history-event"
            >
              <Text size="xs" c="dimmed">
                {time(event.at)} · {who(event)}
              </Text>
              {event.note ? <Text size="sm">{event.note}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
