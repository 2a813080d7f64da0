import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  RequestActions,
  type AfterSalesRequest,
  type RequestAction,
  type RequestEvent,
  type RequestStatus,
} from '@portal/contracts';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

const knownActions = new Set<string>(RequestActions);

/** The status an action always leads to; the history names the status only where the action does not say it. */
const impliedStatus: Partial<Record<RequestAction, RequestStatus>> = {
  Request: 'Requested',
  Quote: 'Quoted',
  Complete: 'Completed',
  Reject: 'Rejected',
  Cancel: 'Cancelled',
  Expire: 'Expired',
};

/** The notes the API writes on an assignment, which the history says in the reader's language. */
const assignmentNotes: Record<string, string> = { Taken: 'history.taken', Released: 'history.released' };

/** Every event of the request, oldest first: what was done, by whom on which side, and the note. */
export function AfterSalesHistory({ request }: { request: AfterSalesRequest }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const time = useTenantDateTime();

  const titleOf = (event: RequestEvent): string => {
    if (!knownActions.has(event.action)) return event.action;
    const action = event.action as RequestAction;
    if (action === 'Assign') {
      const said = event.note ? assignmentNotes[event.note] : undefined;
      return said ? t(said) : t('history.actions.Assign');
    }
    const named = t(`history.actions.${action}`);
    return impliedStatus[action] === event.status ? named : `${named} → ${t(`statuses.${event.status}`)}`;
  };
  const noteOf = (event: RequestEvent) =>
    event.action === 'Assign' && event.note && assignmentNotes[event.note] ? null : event.note;

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('history.heading')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2} active={request.history.length - 1}>
        {request.history.map((event, index) => {
          const note = noteOf(event);
          return (
            <Timeline.Item
              key={`${event.at}-${index}`}
              title={
                <Text size="sm" fw={600}>
                  {titleOf(event)}
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {time(event.at)} ·{' '}
                {t('history.by', { name: event.by, side: t(`history.sides.${event.side}`) })}
              </Text>
              {note ? (
                <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note}
                </Text>
              ) : null}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Stack>
  );
}
