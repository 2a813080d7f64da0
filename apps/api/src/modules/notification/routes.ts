import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackofficeNotificationPaths,
  NotificationPaths,
  OperatorPermission,
  ZBackofficeNotificationResponse,
  ZCreateNotificationRequest,
  ZDismissPopupNotificationResponse,
  ZGetNotificationsQuery,
  ZGetNotificationsResponse,
  ZGetPopupNotificationsResponse,
  ZNotificationIdRequest,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { createNotification } from './create-notification';
import { dismissPopupNotification } from './dismiss-popup-notification';
import { getPopupNotifications } from './get-popup-notifications';
import { listNotifications } from './list-notifications';
import { withdrawNotification } from './withdraw-notification';

// Any signed-in user: the popups are the caller's own, and an operator simply has none.
const recipientAccess = { auth: 'user', permission: 'none' } as const;
const operatorAccess = { auth: 'user', permission: OperatorPermission.ManageNotifications } as const;

/**
 * Popup notifications: agency users read and dismiss theirs on the search pad (utility service); the tenant's
 * operators write and withdraw announcements (back office).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    NotificationPaths.getPopupNotifications,
    routeOptions(recipientAccess, {
      tags: ['utility'],
      summary: 'The caller’s active, not yet dismissed popup notifications, newest first (at most 10)',
      ok: ZGetPopupNotificationsResponse,
      errors: [403],
    }),
    async (request) =>
      getPopupNotifications({
        db: app.db,
        tenantId: request.tenant.id,
        user: requireUser(request),
        now: app.now(),
      }),
  );

  app.post(
    NotificationPaths.dismissPopupNotification,
    routeOptions(recipientAccess, {
      tags: ['utility'],
      summary:
        'Close a popup for good (repeating it is fine); 404 for a notification not addressed to the caller',
      body: ZNotificationIdRequest,
      ok: ZDismissPopupNotificationResponse,
      errors: [403],
    }),
    async (request) =>
      dismissPopupNotification({
        db: app.db,
        tenantId: request.tenant.id,
        user: requireUser(request),
        notificationId: request.body.id,
        now: app.now(),
      }),
  );

  const tags = ['backoffice'];

  app.get(
    BackofficeNotificationPaths.getNotifications,
    routeOptions(operatorAccess, {
      tags,
      summary: 'The tenant’s announcements, newest first, 25 a page, with status and dismissal counts',
      querystring: ZGetNotificationsQuery,
      ok: ZGetNotificationsResponse,
    }),
    async (request) =>
      listNotifications({
        db: app.db,
        tenantId: request.tenant.id,
        page: request.query.page,
        now: app.now(),
      }),
  );

  app.post(
    BackofficeNotificationPaths.createNotification,
    routeOptions(operatorAccess, {
      tags,
      summary:
        'Announce something to every agency user of the tenant, now or from a start, until an end or withdrawn',
      body: ZCreateNotificationRequest,
      ok: ZBackofficeNotificationResponse,
      status: 201,
    }),
    async (request, reply) => {
      const result = await createNotification({
        db: app.db,
        tenantId: request.tenant.id,
        operatorId: requireUser(request).id,
        input: request.body,
        now: app.now(),
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    BackofficeNotificationPaths.withdrawNotification,
    routeOptions(operatorAccess, {
      tags,
      summary: 'Withdraw an announcement (exactly once; 409 otherwise); it stops showing at once',
      body: ZNotificationIdRequest,
      ok: ZBackofficeNotificationResponse,
      errors: [409],
    }),
    async (request) =>
      withdrawNotification({
        db: app.db,
        tenantId: request.tenant.id,
        notificationId: request.body.id,
        now: app.now(),
      }),
  );
};
