import type { ReactNode } from 'react';
import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { RequestEvent, RequestStatus } from '@portal/contracts';
import { useTenantDateTime } from '../lib/use-tenant-time';

/**
 * A request's history, oldest first: what happened, the status it left, who acted and when. Each kind of request
 * says these in its own words.
 */
export function RequestHistoryTimeline({
  history,
  headingId,
  title,
  actionLabel,
  who,
  statusBadge,
}: {
  history: RequestEvent[];
  headingId: string;
  title: string;
  actionLabel: (action: string) => string;
  who: (event: RequestEvent) => string;
  statusBadge: (status: RequestStatus) => ReactNode;
}) {
  const time = useTenantDateTime();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-labelledby={headingId}>
          {history.map((event, index) => (
            <Timeline.Item
              key={`${event.at}-${index}`}
              title={
                <Text size="sm" fw={600} span>
                  {actionLabel(event.action)} {statusBadge(event.status)}
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
