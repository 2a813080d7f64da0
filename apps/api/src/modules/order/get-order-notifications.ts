import {
  OrderNotificationWindow,
  type OrderNotification,
  type OrderNotificationsResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  heldOrdersLapsingSoon,
  openDuesFallingDue,
  recentStatusChanges,
  type AgencyScope,
} from './order-queue.repository';

const hourMs = 3_600_000;

/** When a deadline came within its window: the window's start, or the record's creation if it began inside it. */
const enteredWindow = (deadline: Date, windowMs: number, createdAt: Date) =>
  new Date(Math.max(deadline.getTime() - windowMs, createdAt.getTime()));

/**
 * GET GetNotifications (ViewBooking): what needs the agency's attention on its orders now, most urgent first, at most 20:
 * held orders whose time limit is near, dues falling due (or overdue), and recent changes of status made by the
 * system or by another user (the caller knows what they did themselves).
 */
export async function getOrderNotifications(options: {
  db: Db;
  scope: AgencyScope;
  userId: string;
  now: Date;
}): Promise<OrderNotificationsResponse> {
  const { db, scope, now } = options;
  const window = OrderNotificationWindow;
  const limit = window.maxResults;
  const timeLimitMs = window.timeLimitHours * hourMs;
  const dueMs = window.dueDays * 24 * hourMs;
  const [lapsing, dues, changes] = await Promise.all([
    heldOrdersLapsingSoon(db, scope, now, new Date(now.getTime() + timeLimitMs), limit),
    openDuesFallingDue(db, scope, new Date(now.getTime() + dueMs), limit),
    recentStatusChanges(
      db,
      scope,
      new Date(now.getTime() - window.statusChangeHours * hourMs),
      options.userId,
      limit,
    ),
  ]);

  const notifications: OrderNotification[] = [
    ...lapsing.flatMap((order) =>
      order.timeLimit
        ? [
            {
              kind: 'timeLimit' as const,
              orderReference: order.reference,
              pnr: order.recordLocator,
              status: order.status,
              previousStatus: null,
              at: enteredWindow(order.timeLimit, timeLimitMs, order.createdAt).toISOString(),
              deadline: order.timeLimit.toISOString(),
              amount: null,
            },
          ]
        : [],
    ),
    ...dues.map((due) => ({
      kind: 'due' as const,
      orderReference: due.reference,
      pnr: due.pnr,
      status: due.status,
      previousStatus: null,
      at: enteredWindow(due.dueAt, dueMs, due.createdAt).toISOString(),
      deadline: due.dueAt.toISOString(),
      amount: { amount: due.outstandingAmount, currency: due.currency },
    })),
    ...changes.map((change) => ({
      kind: 'statusChanged' as const,
      orderReference: change.reference,
      pnr: change.recordLocator,
      status: change.status,
      previousStatus: change.previous,
      at: change.at.toISOString(),
      deadline: null,
      amount: null,
    })),
  ];
  // Most urgent first: what has a deadline by that deadline (an overdue due on top), then the changes, newest first.
  notifications.sort((a, b) =>
    a.deadline && b.deadline
      ? a.deadline.localeCompare(b.deadline)
      : a.deadline
        ? -1
        : b.deadline
          ? 1
          : b.at.localeCompare(a.at),
  );
  return { notifications: notifications.slice(0, limit) };
}
