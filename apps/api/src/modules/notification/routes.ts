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
import { bodyErrors, commonErrors, errorResponses } from '../../lib/route-schema';
import { createNotification } from './create-notification';
import { dismissPopupNotification } from './dismiss-popup-notification';
import { getPopupNotifications } from './get-popup-notifications';
import { listNotifications } from './list-notifications';
import { withdrawNotification } from './withdraw-notification';

// Any signed-in user: the popups are the caller's own, and an operator simply has none.
const recipientAccess = { auth: 'user', permission: 'none' } as const;
const operatorAccess = { auth: 'user', permission: OperatorPermission.ManageNotifications } as const;
const sessionErrors = [401, 403] as const;

/**
 * Popup notifications: agency users read and dismiss theirs on the search pad (utility service); the tenant's
 * operators write and withdraw announcements (back office).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    NotificationPaths.getPopupNotifications,
    {
      config: recipientAccess,
      schema: {
        tags: ['utility'],
        summary: 'The caller’s active, not yet dismissed popup notifications, newest first (at most 10)',
        response: {
          200: ZGetPopupNotificationsResponse,
          ...errorResponses(...sessionErrors, ...commonErrors),
        },
      },
    },
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
    {
      config: recipientAccess,
      schema: {
        tags: ['utility'],
        summary:
          'Close a popup for good (repeating it is fine); 404 for a notification not addressed to the caller',
        body: ZNotificationIdRequest,
        response: {
          200: ZDismissPopupNotificationResponse,
          ...errorResponses(...bodyErrors, ...sessionErrors, ...commonErrors),
        },
      },
    },
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
    {
      config: operatorAccess,
      schema: {
        tags,
        summary: 'The tenant’s announcements, newest first, 25 a page, with status and dismissal counts',
        querystring: ZGetNotificationsQuery,
        response: {
          200: ZGetNotificationsResponse,
          ...errorResponses(400, ...sessionErrors, ...commonErrors),
        },
      },
    },
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
    {
      config: operatorAccess,
      schema: {
        tags,
        summary:
          'Announce something to every agency user of the tenant, now or from a start, until an end or withdrawn',
        body: ZCreateNotificationRequest,
        response: {
          201: ZBackofficeNotificationResponse,
          ...errorResponses(...bodyErrors, ...sessionErrors, ...commonErrors),
        },
      },
    },
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
    {
      config: operatorAccess,
      schema: {
        tags,
        summary: 'Withdraw an announcement (exactly once; 409 otherwise); it stops showing at once',
        body: ZNotificationIdRequest,
        response: {
          200: ZBackofficeNotificationResponse,
          ...errorResponses(...bodyErrors, ...sessionErrors, 409, ...commonErrors),
        },
      },
    },
    async (request) =>
      withdrawNotification({
        db: app.db,
        tenantId: request.tenant.id,
        notificationId: request.body.id,
        now: app.now(),
      }),
  );
};
