import { and, count, desc, eq, gt, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import { notificationDismissals, notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** Whom a notification addresses; the database keeps the other target columns empty. */
export type NotificationTarget =
  { audience: 'tenant' } | { audience: 'agency'; agencyId: string } | { audience: 'user'; userId: string };

/** An agency user as a recipient: the tenant's, their agency's and their own notifications reach them. */
export interface Recipient {
  userId: string;
  agencyId: string;
}

export interface NewNotification {
  target: NotificationTarget;
  kind: NotificationKind;
  title: string;
  message: string;
  link: { path: string; label: string } | null;
  startsAt: Date;
  endsAt: Date | null;
  /** The operator who wrote it; null when the system raises it. */
  createdBy: string | null;
}

/** Stores a notification; order and payment events will come through here as well as announcements. */
export async function insertNotification(
  db: Db,
  tenantId: string,
  input: NewNotification,
): Promise<NotificationRow> {
  const { target } = input;
  const [row] = await db
    .insert(notifications)
    .values({
      tenantId,
      audience: target.audience,
      agencyId: target.audience === 'agency' ? target.agencyId : null,
      userId: target.audience === 'user' ? target.userId : null,
      kind: input.kind,
      title: input.title,
      message: input.message,
      linkPath: input.link?.path ?? null,
      linkLabel: input.link?.label ?? null,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      createdBy: input.createdBy,
    })
    .returning();
  if (!row) throw new Error('Notification was not stored');
  return row;
}

function addressedTo(recipient: Recipient): SQL | undefined {
  return or(
    eq(notifications.audience, 'tenant'),
    and(eq(notifications.audience, 'agency'), eq(notifications.agencyId, recipient.agencyId)),
    and(eq(notifications.audience, 'user'), eq(notifications.userId, recipient.userId)),
  );
}

/**
 * What the recipient should see now: started, not ended, not withdrawn, addressed to them and not closed by them;
 * the newest start first.
 */
export async function listActiveForRecipient(
  db: Db,
  tenantId: string,
  recipient: Recipient,
  input: { now: Date; limit: number },
): Promise<NotificationRow[]> {
  const dismissed = db
    .select({ one: sql`1` })
    .from(notificationDismissals)
    .where(
      and(
        eq(notificationDismissals.notificationId, notifications.id),
        eq(notificationDismissals.userId, recipient.userId),
      ),
    );
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        isNull(notifications.withdrawnAt),
        lte(notifications.startsAt, input.now),
        or(isNull(notifications.endsAt), gt(notifications.endsAt, input.now)),
        addressedTo(recipient),
        notExists(dismissed),
      ),
    )
    .orderBy(desc(notifications.startsAt), desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit);
}

/**
 * Records that the recipient closed a notification addressed to them (again is fine). Answers false when no
 * such notification is theirs, so another tenant's, agency's or user's id looks unknown.
 */
export async function dismissForRecipient(
  db: Db,
  tenantId: string,
  recipient: Recipient,
  input: { notificationId: string; now: Date },
): Promise<boolean> {
  const [found] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.id, input.notificationId),
        addressedTo(recipient),
      ),
    )
    .limit(1);
  if (!found) return false;
  await db
    .insert(notificationDismissals)
    .values({ notificationId: found.id, userId: recipient.userId, dismissedAt: input.now })
    .onConflictDoNothing();
  return true;
}

export type AnnouncementRow = NotificationRow & { dismissals: number };

const dismissalCount = sql<number>`(
  select count(*) from ${notificationDismissals}
  where ${notificationDismissals.notificationId} = ${notifications.id}
)`.mapWith(Number);

const isAnnouncementOf = (tenantId: string) =>
  and(eq(notifications.tenantId, tenantId), eq(notifications.kind, 'announcement'));

/** A page of the tenant's announcements, newest first, each with how many users closed it. */
export async function listAnnouncements(
  db: Db,
  tenantId: string,
  input: { limit: number; offset: number },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ notification: notifications, dismissals: dismissalCount })
      .from(notifications)
      .where(isAnnouncementOf(tenantId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(notifications).where(isAnnouncementOf(tenantId)),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.notification, dismissals: row.dismissals })),
    total: counted?.total ?? 0,
  };
}

export async function findAnnouncement(
  db: Db,
  tenantId: string,
  id: string,
): Promise<AnnouncementRow | null> {
  const [row] = await db
    .select({ notification: notifications, dismissals: dismissalCount })
    .from(notifications)
    .where(and(isAnnouncementOf(tenantId), eq(notifications.id, id)))
    .limit(1);
  return row ? { ...row.notification, dismissals: row.dismissals } : null;
}

/**
 * Withdraws an announcement once: 'withdrawn' now, 'already' when it was withdrawn before, 'missing' when the
 * tenant has no such announcement.
 */
export async function withdrawAnnouncement(
  db: Db,
  tenantId: string,
  input: { id: string; now: Date },
): Promise<'withdrawn' | 'already' | 'missing'> {
  const updated = await db
    .update(notifications)
    .set({ withdrawnAt: input.now })
    .where(and(isAnnouncementOf(tenantId), eq(notifications.id, input.id), isNull(notifications.withdrawnAt)))
    .returning({ id: notifications.id });
  if (updated.length > 0) return 'withdrawn';
  return (await findAnnouncement(db, tenantId, input.id)) ? 'already' : 'missing';
}
