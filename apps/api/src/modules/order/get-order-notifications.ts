import {
  hasFunctionality,
  OrderNotificationWindow,
  RequestKinds,
  type OrderNotification,
  type OrderNotificationsResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { requestsForNotice } from '../../requests/service-request.repository';
import {
  heldOrdersLapsingSoon,
  hotelDeadlinesSoon,
  openDuesFallingDue,
  recentPartialDecisions,
  recentStatusChanges,
  requestsNeedingNotice,
  type AgencyScope,
} from './order-queue.repository';

const hourMs = 3_600_000;

/** When a deadline came within its window: the window's start, or the record's creation if it began inside it. */
const enteredWindow = (deadline: Date, windowMs: number, createdAt: Date) =>
  new Date(Math.max(deadline.getTime() - windowMs, createdAt.getTime()));

/**
 * GET GetNotifications (ViewBooking): what needs the agency's attention on its orders now, most urgent first, at most 20:
 * held orders whose time limit is near, dues falling due (or overdue), recent changes of status made by the system or
 * by another user (the caller knows what they did themselves), and the operators' decisions on part-payment requests.
 * Void, refund, exchange and holiday quotes waiting for an answer and after-sales requests completed lately are there
 * too (a holiday's `orderReference` is its HL- request; it has no PNR or order status), hotel bookings whose hold or
 * free cancellation ends within 72 hours (for users who may see the hotel queue), and visa applications waiting on a
 * correction or approved lately (for users who may open a visa application).
 * Each kind follows the permission of what it shows: dues need the part-payment list, decisions the right to ask for
 * part payment, so staff who may only book and view bookings are not pointed at pages closed to them.
 */
export async function getOrderNotifications(options: {
  db: Db;
  scope: AgencyScope;
  userId: string;
  /** The caller's functionality codes; empty means all (spec §6). */
  functionalities: readonly number[];
  now: Date;
}): Promise<OrderNotificationsResponse> {
  const { db, scope, now } = options;
  const may = (
    name:
      | 'ShowPartialPaymentList'
      | 'EnablePartialPayment'
      | 'ShowHotelQueues'
      | 'ShowHolidayQueue'
      | 'ViewVisaBooking'
      | 'EditVisaApplication',
  ) => hasFunctionality(options.functionalities, name);
  const window = OrderNotificationWindow;
  const limit = window.maxResults;
  const timeLimitMs = window.timeLimitHours * hourMs;
  const dueMs = window.dueDays * 24 * hourMs;
  const since = new Date(now.getTime() - window.statusChangeHours * hourMs);
  const hotelMs = window.hotelDeadlineHours * hourMs;
  // A holiday quote is answered on the holiday queue: only users who may see it are told of one. Chosen in the
  // query, before its limit, so holidays the caller may not see never crowd out the after-sales notices.
  const noticedKinds = RequestKinds.filter((kind) => kind !== 'Holiday' || may('ShowHolidayQueue'));
  const [lapsing, dues, changes, decisions, requests, hotels, visas] = await Promise.all([
    heldOrdersLapsingSoon(db, scope, now, new Date(now.getTime() + timeLimitMs), limit),
    may('ShowPartialPaymentList')
      ? openDuesFallingDue(db, scope, new Date(now.getTime() + dueMs), limit)
      : [],
    recentStatusChanges(db, scope, since, options.userId, limit),
    may('EnablePartialPayment') ? recentPartialDecisions(db, scope, since, limit) : [],
    requestsNeedingNotice(db, scope, { since, now, limit, kinds: noticedKinds }),
    may('ShowHotelQueues')
      ? hotelDeadlinesSoon(db, scope, now, new Date(now.getTime() + hotelMs), limit)
      : [],
    may('ViewVisaBooking')
      ? requestsForNotice(db, scope, {
          kind: 'Visa',
          // A correction is answered through the correction form: only users who may send it are told of one.
          waiting: may('EditVisaApplication') ? ['CorrectionAsked'] : [],
          closed: ['Completed'],
          since,
          limit,
        })
      : [],
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
              decision: null,
              request: null,
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
      decision: null,
      request: null,
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
      decision: null,
      request: null,
    })),
    ...decisions.map((decided) => ({
      kind: 'partialRequest' as const,
      orderReference: decided.reference,
      pnr: decided.recordLocator,
      status: decided.status,
      previousStatus: null,
      at: (decided.decidedAt ?? now).toISOString(),
      deadline: decided.dueAt?.toISOString() ?? null,
      amount: null,
      decision: decided.decision,
      request: null,
    })),
    ...requests.map((row) => ({
      kind: row.request.status === 'Quoted' ? ('requestQuoted' as const) : ('requestCompleted' as const),
      orderReference: row.orderReference ?? row.request.reference,
      pnr: row.pnr,
      status: row.orderStatus,
      previousStatus: null,
      at: row.request.waitingSince.toISOString(),
      deadline: row.request.status === 'Quoted' ? (row.quoteExpiresAt?.toISOString() ?? null) : null,
      amount:
        row.request.status === 'Completed' && row.request.settledAmount
          ? { amount: row.request.settledAmount, currency: row.currency }
          : null,
      decision: null,
      request: { kind: row.request.kind, reference: row.request.reference },
    })),
    ...hotels.map((booking) => ({
      kind: 'hotelDeadline' as const,
      orderReference: booking.reference,
      pnr: null,
      status: null,
      previousStatus: null,
      at: enteredWindow(booking.deadline.at, hotelMs, booking.createdAt).toISOString(),
      deadline: booking.deadline.at.toISOString(),
      amount: null,
      decision: null,
      request: null,
      hotel: { deadline: booking.deadline.kind, hotelName: booking.hotelName, status: booking.status },
    })),
    ...visas.map((request) => ({
      kind:
        request.status === 'CorrectionAsked' ? ('visaCorrectionAsked' as const) : ('visaApproved' as const),
      orderReference: request.reference,
      pnr: null,
      status: null,
      previousStatus: null,
      at: (request.status === 'CorrectionAsked'
        ? request.waitingSince
        : (request.closedAt ?? request.updatedAt)
      ).toISOString(),
      deadline: null,
      amount: null,
      decision: null,
      request: { kind: request.kind, reference: request.reference },
    })),
  ];
  // Most urgent first: time limits and dues by their deadline (an overdue due on top), then what happened, newest
  // first (an approval's due date is news, not a deadline yet: the order has still to be issued).
  const urgent = (notice: OrderNotification) =>
    notice.kind === 'timeLimit' ||
    notice.kind === 'due' ||
    notice.kind === 'requestQuoted' ||
    notice.kind === 'hotelDeadline';
  notifications.sort((a, b) =>
    urgent(a) && urgent(b)
      ? (a.deadline ?? '').localeCompare(b.deadline ?? '')
      : urgent(a)
        ? -1
        : urgent(b)
          ? 1
          : b.at.localeCompare(a.at),
  );
  return { notifications: notifications.slice(0, limit) };
}
