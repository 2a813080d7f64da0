import type { Db } from '../../src/db/client';
import {
  insertNotification,
  type NewNotification,
  type NotificationRow,
} from '../../src/modules/notification/notification.repository';

const hour = 60 * 60 * 1000;

/**
 * A notification stored the way order events will store theirs: to the whole tenant by default, started an hour
 * ago, without an end. Pass a target to address one agency or one user.
 */
export async function buildNotification(
  db: Db,
  input: Partial<NewNotification> & { tenantId: string; title: string },
): Promise<NotificationRow> {
  const { tenantId, ...fields } = input;
  return insertNotification(db, tenantId, {
    target: { audience: 'tenant' },
    kind: 'announcement',
    message: `${input.title}: details for the agents.`,
    link: null,
    startsAt: new Date(Date.now() - hour),
    endsAt: null,
    createdBy: null,
    ...fields,
  });
}

export const hoursFromNow = (hours: number): Date => new Date(Date.now() + hours * hour);
